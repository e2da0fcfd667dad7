import BoundedStorage
import GraphQL

/// Remembers each operation's signature and compiled plans, so that a document is compiled once.
///
/// Both tables are bounded in count and bytes (see `BoundedStore`), so hostile documents cannot fill memory
/// through the cache.
final class PlanCache: Sendable {
    struct OperationKey: Hashable {
        let text: ExactText
        let operationName: ExactText?
    }

    struct PlanKey: Hashable {
        let operation: OperationKey
        let directiveValues: [Bool?]
    }

    /// What a compiled field holds, with its share of the plan's argument sites.
    static let bytesPerField = 512

    /// What a signature or a plan keeps alive of its document: its AST nodes hold their tokens, and each token
    /// holds the next, so one node of the document keeps the rest of its syntax tree in memory, whether or not the
    /// document cache still holds it. A document of a few kilobytes whose fields merge into a handful weighs its
    /// whole tree, not its few fields.
    private static func documentCost(of key: OperationKey) -> Int {
        key.text.string.utf8.count * DocumentCache.bytesPerTextByte
    }

    private let signatures: BoundedStore<OperationKey, OperationSignature>
    private let plans: BoundedStore<PlanKey, ExecutionPlan>

    /// A cache of at most `capacity` signatures and as many plans, the plans of about `maxBytes` in all.
    init(capacity: Int = 256, maxBytes: Int = 16 << 20) {
        signatures = BoundedStore(capacity: capacity, maxBytes: maxBytes / 4)
        plans = BoundedStore(capacity: capacity, maxBytes: maxBytes)
    }

    /// The most plans held.
    var capacity: Int { plans.capacity }
    /// The most bytes the plans held may cost.
    var maxBytes: Int { plans.maxBytes }
    /// How many plans and estimated bytes are held.
    var usage: (count: Int, bytes: Int) { plans.usage }

    /// The remembered signature of an operation, or the one `make` builds.
    func signature<Failure: Error>(
        for key: OperationKey, make: () throws(Failure) -> OperationSignature
    ) throws(Failure) -> OperationSignature {
        if let known = signatures.value(for: key) { return known }
        let signature = try make()
        let holdsNodes = !signature.variables.isEmpty
        signatures.remember(
            signature, for: key, cost: (holdsNodes ? Self.documentCost(of: key) : key.text.string.utf8.count) + signature.variables.count * Self.bytesPerField
        )
        return signature
    }

    /// The remembered plan, or the one `make` compiles.
    func plan<Failure: Error>(for key: PlanKey, make: () throws(Failure) -> ExecutionPlan) throws(Failure) -> ExecutionPlan {
        if let known = plans.value(for: key) { return known }
        let plan = try make()
        plans.remember(plan, for: key, cost: Self.documentCost(of: key.operation) + plan.fields.count * Self.bytesPerField)
        return plan
    }
}
