import Explorer
import Foundation
import GraphQLClient
import JSONCore

/// The client's traces, log and records in the inspector's words and lines.
enum InspectionWords {
    /// A trace as the inspector shows it, ages counted at `now`; with a target, its `curl` command.
    static func answer(_ trace: AnswerTrace, now: Date, curl target: CurlTarget?) -> InspectedAnswer {
        let variables = (try? JSONValue(parsing: trace.variables)) ?? .object([:])
        let fromCache: Bool
        if case .cache? = trace.origin { fromCache = true } else { fromCache = false }
        return InspectedAnswer(
            id: trace.id, title: trace.title, operationName: trace.operationName, document: trace.document,
            variables: lines(variables), variablesInline: String(decoding: variables.jsonData, as: UTF8.self),
            policy: trace.policyName, origin: trace.originText(now: now), fromCache: fromCache, startedAt: trace.startedAt,
            duration: trace.durationText, errors: trace.errors.map(\.description),
            failedPaths: trace.data == nil ? [] : trace.errors.compactMap { $0.path.map { $0.map(\.description).joined(separator: ".") } },
            failure: trace.failure, refusal: trace.refusal, outcome: trace.outcomeText, response: trace.data.map(lines) ?? [],
            curl: target.map { curl(trace, to: $0) }
        )
    }

    /// A trace as one line of the request log.
    static func summary(_ trace: AnswerTrace) -> RequestSummary {
        let origin: String
        let bytes: Int?
        switch trace.origin {
        case .network(_, _, let size, _)?: (origin, bytes) = ("network", size)
        case .cache?: (origin, bytes) = ("cache", nil)
        case .bundled(_, let size)?: (origin, bytes) = ("bundled", size)
        case nil:
            // A refused reply came from the network, with its size; a failure before any reply, from nowhere.
            let replied = trace.attempts.compactMap { attempt -> Int? in
                guard !attempt.standIn, case .replied(_, let size) = attempt.outcome else { return nil }
                return size
            }.last
            (origin, bytes) = replied.map { ("network", $0) } ?? ("none", nil)
        }
        return RequestSummary(
            id: trace.id, startedAt: trace.startedAt, name: trace.operationName ?? "anonymous", origin: origin,
            duration: trace.durationText, bytes: bytes, outcome: trace.outcomeText, variables: variablesText(trace.variables)
        )
    }

    /// `code=AO lang=en`: each variable and its value, a string without its quotes, anything else as compact JSON.
    static func variablesText(_ variables: Data) -> String {
        guard case .object(let members)? = try? JSONValue(parsing: variables) else { return "" }
        return members.keys.sorted().compactMap { name in
            members[name].map { value in "\(name)=\(value.stringValue ?? String(decoding: value.jsonData, as: UTF8.self))" }
        }.joined(separator: " ")
    }

    /// The cache's keys and file, with the file's size (its write-ahead log included).
    static func listing(_ contents: CacheContents) -> CacheListing {
        let sizes = contents.file.map { file in
            [file.path, file.path + "-wal"].compactMap { path in
                (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            }
        }
        return CacheListing(keys: contents.keys, file: contents.file?.path, fileBytes: sizes.flatMap { $0.isEmpty ? nil : $0.reduce(0, +) })
    }

    /// A record, a line a field, a list's elements each on a line of their own.
    static func page(_ record: Record) -> CacheRecordPage {
        var fields: [CacheRecordPage.Field] = []
        func add(_ name: String, _ value: RecordValue) {
            switch value {
            case .scalar(let json): fields.append(.init(name: name, value: String(decoding: json.jsonData, as: UTF8.self)))
            case .reference(let key): fields.append(.init(name: name, value: "→ \(key)", reference: key))
            case .list(let items) where items.isEmpty: fields.append(.init(name: name, value: "[]"))
            case .list(let items): for (index, item) in items.enumerated() { add("\(name)[\(index)]", item) }
            }
        }
        for name in record.fields.keys.sorted() {
            if let value = record.fields[name] { add(name, value) }
        }
        return CacheRecordPage(key: record.key, fields: fields)
    }

    /// Pretty JSON, a line each.
    private static func lines(_ value: JSONValue) -> [String] {
        String(decoding: value.prettyJSONData, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `curl` that sends the trace's operation to the target by POST, each argument in single quotes.
    static func curl(_ trace: AnswerTrace, to target: CurlTarget) -> String {
        let body = GraphQLRequest(query: trace.document, operationName: trace.operationName, variables: trace.variables).jsonBody
        let headers = ["Content-Type": "application/json", "Accept": "application/graphql-response+json, application/json"]
            .merging(target.headers) { _, given in given }
        let parts = ["curl", "-sS", "--compressed", quoted(target.endpoint.absoluteString)]
            + headers.keys.sorted().flatMap { ["-H", quoted("\($0): \(headers[$0] ?? "")")] }
            + ["--data-raw", quoted(String(decoding: body, as: UTF8.self))]
        return parts.joined(separator: " ")
    }

    /// `text` in single quotes for a POSIX shell.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
