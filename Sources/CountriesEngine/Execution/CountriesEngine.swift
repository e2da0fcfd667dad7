import Foundation
import BoundedStorage
import GraphQL

/// Executes GraphQL requests against the Countries schema over the bundled dataset, in process.
///
/// GraphQLSwift parses and validates each document, through `GraphQLParity`, which also answers root `__schema` and
/// `__type` fields, as graphql-js does; the operation is then compiled once into an `ExecutionPlan` of typed
/// resolvers over `EngineData` and its response written directly as JSON bytes.
public final class CountriesEngine: GraphQLExecuting {
    /// The data being served.
    public let dataset: CountriesDataset
    /// The limits applied to every request.
    public let limits: QueryLimits
    private let schema: GraphQLSchema
    let documents: DocumentCache
    let plans = PlanCache()
    private let execution: PlanExecution
    private let resultBound: ResultBound
    private let index: SchemaIndex
    private let coercion: InputCoercion
    private let memo: ResponseMemo?

    /// Builds the schema from the bundled SDL and serves `dataset` (the bundled data by default).
    ///
    /// `memoize` answers identical requests from memory; benchmarks turn it off to measure execution. The documents
    /// in `trusting` must be valid against the schema, as generated operations are (codegen validates them): they are
    /// parsed as the engine starts, while the dataset is read, and never validated, so that a client's first requests
    /// wait for neither.
    public init(
        dataset: CountriesDataset? = nil, limits: QueryLimits = QueryLimits(), memoize: Bool = true, trusting: [String] = []
    ) throws {
        let ((dataset, data), (schema, index, parity, documents)) = try Simultaneously.run(
            {
                let dataset = try dataset ?? CountriesDataset.bundled()
                return (dataset, EngineData(dataset))
            },
            {
                let schema = try CountriesSchema.bundled()
                let index = SchemaIndex(schema)
                let parity = GraphQLParity(schema: schema, index: index)
                let documents = DocumentCache(parity: parity)
                for text in trusting { documents.trust(text) }
                return (schema, index, parity, documents)
            }
        )
        self.dataset = dataset
        self.limits = limits
        self.schema = schema
        self.index = index
        self.documents = documents
        coercion = InputCoercion(index: index)
        execution = PlanExecution(parity: parity, data: data, coercion: coercion)
        resultBound = ResultBound(data)
        memo = memoize ? ResponseMemo() : nil
    }

    /// The executable schema, built once from the bundled SDL.
    public var executableSchema: GraphQLSchema { schema }

    /// Runs one request; identical requests are answered from the memo.
    ///
    /// A cancelled task (a request past its deadline) stops at the next check: validation checks as it compares
    /// fields, and each step after it before it starts. What a cancelled request got is not remembered.
    public func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        guard let memo else { return await run(request) }
        let key = ResponseMemo.key(for: request)
        if let remembered = memo.response(for: key) { return remembered }
        let response = await run(request)
        if !Task.isCancelled { memo.remember(response, for: key) }
        return response
    }

    /// The memo's response to an identical earlier request, if any.
    public func rememberedResponse(to request: GraphQLServiceRequest) -> GraphQLServiceResponse? {
        memo?.response(for: ResponseMemo.key(for: request))
    }

    private func run(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        let document: Document
        let documentText: DocumentText
        switch documents.document(for: request.query) {
        case .failure(let errors): return Self.rejected(errors.errors)
        case .success(let parsed):
            document = parsed.document
            documentText = parsed.text
        }
        if Task.isCancelled { return Self.cancelled }
        let operation: OperationDefinition
        switch Self.selectOperation(in: document, named: request.operationName) {
        case .failure(let error): return Self.rejected([error])
        case .success(let selected): operation = selected
        }
        let operationKey = PlanCache.OperationKey(text: ExactText(request.query), operationName: request.operationName.map(ExactText.init))
        let plan: ExecutionPlan
        let variables: [String: Map]
        do throws(InputCoercion.Mismatch) {
            let signature = try plans.signature(for: operationKey) { () throws(InputCoercion.Mismatch) in
                try OperationSignature(operation: operation, document: document, schema: schema)
            }
            variables = try signature.coerce(request.variables, with: coercion)
            let planKey = PlanCache.PlanKey(operation: operationKey, directiveValues: signature.planKey(for: variables))
            do throws(PlanFailure) {
                plan = try plans.plan(for: planKey) { () throws(PlanFailure) in
                    let fragments = Self.fragments(of: document)
                    if let error = limits.checkDepth(of: operation, fragments: fragments) {
                        throw .invalid(error.message)
                    }
                    var compiler = PlanCompiler(
                        schema: schema, index: index, resultBound: resultBound, fragments: fragments,
                        variables: variables, data: execution.data, coercion: coercion, limit: limits.maxResultValues
                    )
                    return try compiler.compile(operation)
                }
            } catch .nullData(let error) {
                return GraphQLServiceResponse(body: ResponseEncoding.nullData(error, lines: SourceLines(documentText)), outcome: .executed)
            } catch {
                return Self.rejected([GraphQLError(message: error.message)])
            }
        } catch {
            // Located in the request's text, as graphql-js locates them (GraphQLSwift counts columns in bytes).
            let lines = SourceLines(documentText)
            return Self.rejected(error.errors.map(lines.relocated))
        }
        if Task.isCancelled { return Self.cancelled }
        return GraphQLServiceResponse(
            body: await execution.run(plan, variables: variables, documentText: documentText), outcome: .executed
        )
    }

    /// The operation to run: the one named, or the only one.
    private static func selectOperation(
        in document: Document, named name: String?
    ) -> Result<OperationDefinition, GraphQLError> {
        let operations = document.definitions.compactMap { $0 as? OperationDefinition }
        if let name {
            guard let match = operations.first(where: { $0.name?.value == name }) else {
                return .failure(GraphQLError(message: "Unknown operation named \"\(RequestQuote.cut(name))\"."))
            }
            return .success(match)
        }
        guard operations.count == 1, let only = operations.first else {
            return .failure(GraphQLError(
                message: operations.isEmpty
                    ? "Must provide an operation."
                    : "Must provide operation name if query contains multiple operations."
            ))
        }
        return .success(only)
    }

    private static func fragments(of document: Document) -> [String: FragmentDefinition] {
        var fragments: [String: FragmentDefinition] = [:]
        for case let fragment as FragmentDefinition in document.definitions {
            fragments[fragment.name.value] = fragment
        }
        return fragments
    }

    /// The answer to a request whose task was cancelled before it was done, which no client waits for.
    private static var cancelled: GraphQLServiceResponse {
        rejected([GraphQLError(message: ComparisonRefusal.cancelled)])
    }

    private static func rejected(_ errors: [GraphQLError]) -> GraphQLServiceResponse {
        GraphQLServiceResponse(
            body: ResponseEncoding.rejection(errors), outcome: .rejected,
            refusingLimit: errors.count == 1 ? refusingLimit(of: errors[0].message) : nil
        )
    }

    /// The limit a refusal's message names, by the beginning each limit's own message has.
    private static func refusingLimit(of message: String) -> String? {
        let limits = [
            ("Document has more than", "tokens"),
            ("Document nests braces", "nesting"),
            ("Document nests lists", "value_nesting"),
            (ComparisonRefusal.prefix, "field_comparisons"),
            ("Query is nested", "depth"),
            ("Query result is too large", "result_values"),
        ]
        return limits.first { message.hasPrefix($0.0) }?.1
    }
}
