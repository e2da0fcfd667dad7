import Explorer
import Foundation
import TerminalUI

/// Answers and records for the inspector's tests, and a stand-in for the runtime that answers its commands.
enum InspectorFixtures {
    /// When the fixtures' answers were asked for.
    static let askedAt = Fixtures.origin.receivedAt

    /// The document the explorer sends for a country's detail, shortened.
    static let countryDetailDocument = """
        # One country with everything its detail pane shows.
        query CountryDetail($code: ID!, $lang: String = "en") {
          country(code: $code) {
            code
            name(lang: $lang)
            capital
            continent {
              code
              name
            }
          }
        }
        """

    /// Japan's detail, answered by a server over HTTP.
    static func japan(id: Int, origin: String = "network · 127.0.0.1:4000 · HTTP 200 · POST · 1234 bytes", fromCache: Bool = false) -> InspectedAnswer {
        InspectedAnswer(
            id: id, title: "query CountryDetail", operationName: "CountryDetail", document: countryDetailDocument,
            variables: ["{", #"  "code" : "JP","#, #"  "lang" : "en""#, "}"], variablesInline: #"{"code":"JP","lang":"en"}"#,
            policy: "networkOnly", origin: origin, fromCache: fromCache, startedAt: askedAt, duration: "12 ms",
            response: ["{", #"  "country" : {"#, #"    "capital" : "Tokyo","#, #"    "code" : "JP""#, "  }", "}"],
            curl: #"curl -sS --compressed 'http://127.0.0.1:4000/graphql' --data-raw '{"query":"…"}'"#
        )
    }

    /// The request log: three requests, newest first.
    static let log = [
        RequestSummary(id: 3, startedAt: askedAt, name: "CountryDetail", origin: "network", duration: "12 ms", bytes: 1234, outcome: "ok"),
        RequestSummary(id: 2, startedAt: askedAt, name: "CountryDetail", origin: "cache", duration: "1 ms", bytes: nil, outcome: "ok"),
        RequestSummary(id: 1, startedAt: askedAt, name: "AllCountries", origin: "bundled", duration: "30 ms", bytes: 18477, outcome: "ok"),
    ]

    /// The cache's keys, as the client lists them.
    static let listing = CacheListing(
        keys: ["Continent:AS", "Continent:EU", "Country:DE", "Country:JP", "Country:JP.states.0", "QUERY_ROOT"],
        file: "/home/user/.cache/country-explorer/cache.sqlite", fileBytes: 86_016
    )

    /// The records the fixture cache holds.
    static let pages = [
        "Country:JP": CacheRecordPage(key: "Country:JP", fields: [
            .init(name: "__typename", value: #""Country""#),
            .init(name: "capital", value: #""Tokyo""#),
            .init(name: "code", value: #""JP""#),
            .init(name: "continent", value: "→ Continent:AS", reference: "Continent:AS"),
            .init(name: #"name(lang:"en")"#, value: #""Japan""#),
            .init(name: "states[0]", value: "→ Country:JP.states.0", reference: "Country:JP.states.0"),
        ]),
        "Continent:AS": CacheRecordPage(key: "Continent:AS", fields: [
            .init(name: "code", value: #""AS""#), .init(name: "name", value: #""Asia""#),
        ]),
    ]

    /// Answers the inspector's commands in `commands` as the runtime would, with the fixtures.
    static func answer(_ commands: [Command], in state: inout ExplorerState) {
        var pending = commands
        while let command = pending.first {
            pending.removeFirst()
            guard case .inspector(let request) = command else { continue }
            let arrival: InspectorArrival = switch request {
            case .screenAnswer: .answer(request, japan(id: 7))
            case .answer(let id): .answer(request, japan(id: id))
            case .requestLog: .requestLog(log)
            case .cacheListing: .cacheListing(listing)
            case .cacheRecord(let key): .cacheRecord(key: key, pages[key])
            case .evict(let key): .evicted(key: key, removed: true)
            }
            pending += state.update(.inspector(arrival))
        }
    }

    /// The fixture state on Japan's own screen, opened from the list, its data answered live (trace 7).
    static func onJapan(width: Int = 100, height: Int = 30, options: ExplorerOptions = ExplorerOptions()) -> ExplorerState {
        var state = Fixtures.loadedState(width: width, height: height, options: options)
        state.type("japan")
        state.press([.enter])
        let origin = DataOrigin(kind: .live(host: "127.0.0.1:4000"), receivedAt: askedAt)
        _ = state.update(.loaded(.countryDetail("JP"), .loaded(Fixtures.payload(for: .countryDetail("JP")), origin)))
        state.draw()
        return state
    }
}

extension ExplorerState {
    /// Presses keys, answering the inspector's commands with the fixtures; returns every command.
    @discardableResult
    mutating func inspect(_ keys: [Key]) -> [Command] {
        var all: [Command] = []
        for key in keys {
            let commands = update(.key(key))
            all += commands
            InspectorFixtures.answer(commands, in: &self)
            draw()
        }
        return all
    }
}
