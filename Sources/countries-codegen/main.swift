// Entry point: all the work happens in the GraphQLCodegen library; this only parses arguments.
CountriesCodegenCommand.main()
