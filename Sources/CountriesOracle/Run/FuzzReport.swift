/// What a run of the differential fuzzer found.
public struct FuzzReport: Sendable {
    /// The disagreements of one class: how many, and the smallest request among them.
    public struct DisagreementClass: Sendable {
        /// How many requests fell in the class.
        public var count: Int
        /// The one with the shortest document and variables, the best reproducer.
        public var smallest: Disagreement
    }

    /// The seed the documents came from.
    public let seed: UInt64
    /// The reference's versions.
    public let reference: String
    /// Documents compared so far.
    public internal(set) var documents = 0
    /// Documents both answered alike.
    public internal(set) var agreed = 0
    /// Documents the engine refused by one of its limits, by limit.
    public internal(set) var refusedByLimit: [String: Int] = [:]
    /// Documents answered differently.
    public internal(set) var disagreements = 0
    /// The first disagreements, whole.
    public internal(set) var first: [Disagreement] = []
    /// Every disagreement class seen, by signature.
    public internal(set) var classes: [String: DisagreementClass] = [:]
    /// Wordings that differ on errors that agree otherwise.
    public internal(set) var wordings: [WordingPair: Int] = [:]
    /// Error member lists that differ on errors that agree otherwise.
    public internal(set) var errorMembers: [WordingPair: Int] = [:]
    /// Time spent in the engine.
    public internal(set) var engineTime: Duration = .zero
    /// Time spent waiting for node after the engine had answered a batch.
    public internal(set) var waitTime: Duration = .zero
    /// How long the run took.
    public internal(set) var elapsed: Duration = .zero
    /// Documents the engine rejected, and that graphql-js rejected too (request errors both ways).
    public internal(set) var rejectedByBoth = 0
    /// Documents answered with errors in `data`'s company (field errors) by both.
    public internal(set) var withFieldErrors = 0

    /// The run's length in seconds.
    public var seconds: Double {
        Self.seconds(elapsed)
    }

    /// Documents compared a second.
    public var documentsPerSecond: Double {
        seconds > 0 ? Double(documents) / seconds : 0
    }

    /// One line: how many were compared, agreed, refused and disagreed, how fast.
    public var headline: String {
        let refused = refusedByLimit.values.reduce(0, +)
        let limits = refusedByLimit.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(documents) documents (seed \(seed)) against \(reference): \(agreed) agree "
            + "(\(rejectedByBoth) refused by both, \(withFieldErrors) with field errors), "
            + "\(refused) refused by the engine's limits\(limits.isEmpty ? "" : " (\(limits))"), \(disagreements) disagree; "
            + "\(seconds) s, \(Int(documentsPerSecond)) documents/s (the engine's part "
            + "\(Self.seconds(engineTime)) s, waiting for graphql-js \(Self.seconds(waitTime)) s)"
    }

    /// The whole report: the headline, every class with its smallest reproducer, the first disagreements whole,
    /// and the differing wordings.
    public var text: String {
        var lines = [headline]
        if !classes.isEmpty {
            lines.append("\nDisagreement classes (how many, the class, its smallest document):")
            for (signature, found) in classes.sorted(by: { $0.value.count > $1.value.count }) {
                lines.append("\(found.count) × \(signature)")
                lines.append(Self.indented(found.smallest.request.printed))
            }
        }
        if !first.isEmpty {
            lines.append("\nThe first \(first.count) disagreements:")
            for disagreement in first {
                lines.append(disagreement.printed)
                lines.append("")
            }
        }
        if !wordings.isEmpty {
            lines.append("\nMessages worded differently on errors that otherwise agree (graphql-js ⟶ engine), most frequent first:")
            for (pair, count) in wordings.sorted(by: { $0.value > $1.value }).prefix(40) {
                lines.append("\(count) × «\(pair.reference)» ⟶ «\(pair.engine)»")
            }
        }
        if !errorMembers.isEmpty {
            lines.append("\nError members that differ on errors that otherwise agree (graphql-js ⟶ engine):")
            for (pair, count) in errorMembers.sorted(by: { $0.value > $1.value }) {
                lines.append("\(count) × «\(pair.reference)» ⟶ «\(pair.engine)»")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return (seconds * 10).rounded() / 10
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// Counts one verdict.
    mutating func record(_ verdict: Verdict, keptInFull: Int) {
        documents += 1
        switch verdict {
        case .agree(let agreement):
            agreed += 1
            switch agreement {
            case .data: break
            case .fieldErrors: withFieldErrors += 1
            case .requestErrors: rejectedByBoth += 1
            }
        case .refusedByLimit(let limit):
            refusedByLimit[limit, default: 0] += 1
        case .disagree(let disagreement):
            disagreements += 1
            if first.count < keptInFull { first.append(disagreement) }
            if var known = classes[disagreement.signature] {
                known.count += 1
                if Self.size(disagreement) < Self.size(known.smallest) { known.smallest = disagreement }
                classes[disagreement.signature] = known
            } else {
                classes[disagreement.signature] = DisagreementClass(count: 1, smallest: disagreement)
            }
        }
    }

    private static func size(_ disagreement: Disagreement) -> Int {
        disagreement.request.query.utf8.count + (disagreement.request.variables?.jsonBytes.count ?? 0)
    }
}
