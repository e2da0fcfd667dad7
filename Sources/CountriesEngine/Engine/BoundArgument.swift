import GraphQL

/// A field's arguments for one request, read once and in the form its resolver uses.
enum BoundArgument {
    /// `continent`, `country` or `language(code:)`.
    case code(String?)
    /// `countries(filter:)`.
    case countryFilter(RecordFilter<CountryRecord>)
    /// `continents(filter:)`.
    case continentFilter(RecordFilter<ContinentRecord>)
    /// `languages(filter:)`.
    case languageFilter(RecordFilter<LanguageRecord>)
    /// `name(lang:)`: the position of the language in `EngineData.nameLanguages`, or nil for English.
    case nameLanguage(Int?)
    /// Every value of this field is this error.
    case failure(FieldError)

    /// Binds the arguments of every argument site of `plan` for one request.
    static func bind(
        _ plan: ExecutionPlan, variables: [String: Map], data: EngineData, coercion: InputCoercion
    ) -> [BoundArgument] {
        var bound: [BoundArgument] = []
        bound.reserveCapacity(plan.argumentSites.count)
        for site in plan.argumentSites {
            let shared = site.sameAs.flatMap { bound[$0].shareable }
            bound.append(site.constant ?? shared ?? bind(site, variables: variables, data: data, coercion: coercion))
        }
        return bound
    }

    /// This binding, for another site of the same text to use; nil for an error, which is located at its own
    /// field's nodes.
    var shareable: BoundArgument? {
        if case .failure = self { nil } else { self }
    }

    /// Binds one field's arguments with the request's `variables`.
    static func bind(_ site: ArgumentSite, variables: [String: Map], data: EngineData, coercion: InputCoercion) -> BoundArgument {
        switch coercion.arguments(site.field.arguments, definitions: site.definitions, of: site.field, variables: variables) {
        case .success(let arguments): bind(site.resolver, arguments: arguments, data: data)
        case .failure(let error): .failure(error)
        }
    }

    /// Whether any of `arguments` reads a variable, at any depth of its value.
    static func readsVariables(_ arguments: [Argument]) -> Bool {
        arguments.contains { readsVariables($0.value) }
    }

    private static func readsVariables(_ value: any Value) -> Bool {
        switch value {
        case is Variable: true
        case let list as ListValue: list.values.contains { readsVariables($0) }
        case let object as ObjectValue: object.fields.contains { readsVariables($0.value) }
        default: false
        }
    }

    private static func bind(_ resolver: FieldResolver, arguments: [String: Map], data: EngineData) -> BoundArgument {
        do throws(FieldError) {
            switch resolver {
            case .queryContinent, .queryCountry, .queryLanguage:
                return .code(arguments["code"]?.string)
            case .queryCountries:
                return .countryFilter(try RecordFilter(arguments["filter"], fields: [
                    "code": { $0.code }, "continent": { $0.continent }, "currency": { $0.currency }, "name": { $0.name },
                ]))
            case .queryContinents:
                return .continentFilter(try RecordFilter(arguments["filter"], fields: ["code": { $0.code }]))
            case .queryLanguages:
                return .languageFilter(try RecordFilter(arguments["filter"], fields: ["code": { $0.code }]))
            case .countryName:
                guard let lang = arguments["lang"]?.string else { return .nameLanguage(nil) }
                guard let position = data.nameLanguages.firstIndex(where: { $0.utf8.elementsEqual(lang.utf8) }) else {
                    let choices = data.nameLanguages.joined(separator: ", ")
                    return .failure(FieldError("Unsupported language \"\(RequestQuote.cut(lang))\" for name(lang:); supported: \(choices)"))
                }
                return .nameLanguage(position)
            default:
                return .failure(FieldError("Internal error: \(resolver) takes no arguments"))
            }
        } catch {
            return .failure(error)
        }
    }
}
