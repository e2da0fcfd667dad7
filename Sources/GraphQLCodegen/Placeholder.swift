import GraphQL
