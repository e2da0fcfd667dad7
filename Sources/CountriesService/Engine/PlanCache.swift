import GraphQL
import Synchronization

/// Remembers each operation's signature and compiled plans, so that a document is compiled once.
///
/// Both tables are bounded: when one is full it is emptied rather than grown, and plans with more than
/// `maxCachedFields` fields are not kept at all, so hostile documents cannot fill memory through the cache.
final class PlanCache: Sendable {
    struct OperationKey: Hashable {
        let text: String
        let operationName: String?
    }

    struct PlanKey: Hashable {
        let operation: OperationKey
        let directiveValues: [Bool?]
    }

    private struct Tables {
        var signatures: [OperationKey: OperationSignature] = [:]
        var plans: [PlanKey: ExecutionPlan] = [:]
    }

    private let capacity: Int
    private let maxCachedFields: Int
    private let tables = Mutex(Tables())

    /// A cache of at most `capacity` signatures and as many plans.
    init(capacity: Int = 256, maxCachedFields: Int = 1_000) {
        self.capacity = capacity
        self.maxCachedFields = maxCachedFields
    }

    /// The remembered signature of an operation, or the one `make` builds.
    func signature<Failure: Error>(
        for key: OperationKey, make: () throws(Failure) -> OperationSignature
    ) throws(Failure) -> OperationSignature {
        if let known = tables.withLock({ $0.signatures[key] }) { return known }
        let signature = try make()
        tables.withLock { tables in
            if tables.signatures.count >= capacity { tables.signatures.removeAll(keepingCapacity: true) }
            tables.signatures[key] = signature
        }
        return signature
    }

    /// The remembered plan, or the one `make` compiles.
    func plan<Failure: Error>(for key: PlanKey, make: () throws(Failure) -> ExecutionPlan) throws(Failure) -> ExecutionPlan {
        if let known = tables.withLock({ $0.plans[key] }) { return known }
        let plan = try make()
        guard plan.fields.count <= maxCachedFields else { return plan }
        tables.withLock { tables in
            if tables.plans.count >= capacity { tables.plans.removeAll(keepingCapacity: true) }
            tables.plans[key] = plan
        }
        return plan
    }
}
