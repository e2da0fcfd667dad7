import Foundation
import GraphQLClient

/// Records shaped like the app's responses.
enum Fixtures {
    /// One record of every `RecordValue` shape, with unicode keys and values and argument-bearing field keys.
    static let everyShape: [Record] = {
        let fields: [String: RecordValue] = [
            "name": .scalar("Côte d'Ivoire"),
            "name(lang:\"ja\")": .scalar("日本"),
            "emoji": .scalar("🇨🇦"),
            "population": .scalar(.number(38_250_000)),
            "area": .scalar(.number(9_984_670.5)),
            "independent": .scalar(true),
            "motto": .scalar(nil),
            "tags": .scalar(["a", 1, nil, ["nested"]]),
            "geometry": .scalar(["type": "Point", "coordinates": [.number(1.5), -2]]),
            "lookalikeReference": .scalar(["$ref": "Country:JP"]),
            "lookalikeList": .scalar(["$list": [1, 2]]),
            "continent": .reference("Continent:NA"),
            "neighbours": .list([.reference("Country:US"), .scalar(nil), .reference("Country:日本")]),
            "grid": .list([.list([.reference("Cell:0.0"), .scalar(nil)]), .list([]), .scalar(nil)]),
            "empty": .list([]),
        ]
        let times = Dictionary(uniqueKeysWithValues: fields.keys.enumerated().map { ($1, time(Double($0) * 0.25)) })
        return [
            Record(key: "Country:CA", fields: fields, writtenAt: times),
            Record(key: "Country:日本", fields: ["name": .scalar("日本")], writtenAt: ["name": time(1)]),
            Record(key: "QUERY_ROOT", fields: ["country(code:\"CA\")": .reference("Country:CA")]),
            Record(key: "Empty:record"),
        ]
    }()

    /// An AllCountries response: `countries` countries on `continents` continents, and the root listing them.
    static func allCountries(countries: Int = 250, continents: Int = 7, at date: Date) -> RecordSet {
        var records: [Record] = []
        for index in 0..<continents {
            records.append(record("Continent:C\(index)", at: date, [
                "__typename": .scalar("Continent"), "code": .scalar(.string("C\(index)")),
                "name": .scalar(.string("Continent \(index)")),
            ]))
        }
        var references: [RecordValue] = []
        for index in 0..<countries {
            let key = "Country:K\(index)"
            references.append(.reference(key))
            records.append(record(key, at: date, [
                "__typename": .scalar("Country"), "code": .scalar(.string("K\(index)")),
                "name": .scalar(.string("Country number \(index)")), "native": .scalar(.string("Pays n° \(index)")),
                "emoji": .scalar("🇨🇦"), "capital": .scalar(.string("Capital \(index)")),
                "currency": .scalar(index.isMultiple(of: 9) ? nil : "CAD,USD"),
                "continent": .reference("Continent:C\(index % max(continents, 1))"),
            ]))
        }
        records.append(record(.queryRoot, at: date, ["countries": .list(references)]))
        return RecordSet(records)
    }

    /// A CountryDetail response: one country with `states` state records, its continent and the root.
    static func countryWithStates(states: Int = 50, at date: Date) -> RecordSet {
        var records: [Record] = []
        var references: [RecordValue] = []
        for index in 0..<states {
            let key = "State:US.\(index)"
            references.append(.reference(key))
            records.append(record(key, at: date, [
                "__typename": .scalar("State"), "code": .scalar(.string("S\(index)")),
                "name": .scalar(.string("State \(index)")),
            ]))
        }
        records.append(record("Country:US", at: date, [
            "__typename": .scalar("Country"), "code": .scalar("US"), "name": .scalar("United States"),
            "native": .scalar("United States"), "emoji": .scalar("🇺🇸"), "capital": .scalar("Washington D.C."),
            "currency": .scalar("USD,USN,USS"),
            "continent": .reference("Continent:NA"), "states": .list(references),
        ]))
        records.append(record("Continent:NA", at: date, ["code": .scalar("NA"), "name": .scalar("North America")]))
        records.append(record(.queryRoot, at: date, ["country(code:\"US\")": .reference("Country:US")]))
        return RecordSet(records)
    }

    /// A record whose fields were all written at `date`.
    static func record(_ key: CacheKey, at date: Date, _ fields: [String: RecordValue]) -> Record {
        Record(key: key, fields: fields, writtenAt: fields.mapValues { _ in date })
    }
}
