import Explorer
import Foundation
import JSONCore

/// A country's card as JSON (`show --json`): the card's facts with their types, for scripts, written by JSONCore
/// as every JSON the package prints is.
struct CountryCardJSON {
    /// The card as one object: `englishName` only when the name is in another language; a fact the sources lack
    /// (the capital, a population or an area and its source, a zone's time) is `null`.
    let value: JSONValue

    /// The card of `details` with its kept `facts`; `names` name the neighbours, and `now` sets the local times.
    init(details: CountryDetails, facts: CountryFacts, names: [CountrySummary], now: Date) {
        let summary = details.summary
        func named(_ code: String, _ name: String) -> JSONValue { ["code": .string(code), "name": .string(name)] }
        func text(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }
        func sourced(_ number: Double?, _ source: @autoclosure () -> String) -> JSONValue {
            guard let number else { return ["value": .null, "source": .null] }
            return ["value": .number(number), "source": .string(source())]
        }
        var object: JSONObject = [
            "code": .string(summary.code),
            "name": .string(summary.name),
            "native": .string(summary.native),
            "flag": .string(summary.emoji),
            "capital": text(summary.capital),
            "continent": named(summary.continentCode, summary.continentName),
            "languages": .array(details.languages.map { named($0.code, $0.name) }),
            "currencies": .array(details.currencies.map(JSONValue.string)),
            "phones": .array(details.phones.map { .string("+" + $0) }),
            "neighbours": .array(facts.neighbours.map { code in named(code, names.first { $0.code == code }?.name ?? code) }),
            "population": sourced(facts.population.map(Double.init), facts.source(of: .population)),
            "area": sourced(facts.area, facts.source(of: .area)),
            "localTimes": .array(facts.timeZones.map { zone in
                let clock = ZoneClock(zone: zone, at: now)
                return ["zone": .string(zone), "time": text(clock.time), "utcOffset": text(clock.offset.map(ZoneClock.offsetText))]
            }),
        ]
        if let englishName = details.englishNameIfDifferent { object["englishName"] = .string(englishName) }
        value = .object(object)
    }

    /// Pretty-printed, keys sorted.
    func text() -> String {
        String(decoding: value.prettyJSONData, as: UTF8.self)
    }
}
