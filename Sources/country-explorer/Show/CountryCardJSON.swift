import Explorer
import Foundation

/// A country's card as JSON (`show --json`): the card's facts with their types, for scripts.
struct CountryCardJSON: Encodable {
    /// A code with its name.
    struct Named: Encodable {
        let code: String
        let name: String
    }

    /// A number with its source and year, nil when the sources lack it.
    struct Sourced: Encodable {
        let value: Double?
        let source: String?
    }

    /// A time zone and its local time, nil when the system does not know the zone.
    struct LocalTime: Encodable {
        let zone: String
        let time: String?
        let utcOffset: String?
    }

    let code: String
    let name: String
    let englishName: String?
    let native: String
    let flag: String
    let capital: String?
    let continent: Named
    let languages: [Named]
    let currencies: [String]
    let phones: [String]
    let neighbours: [Named]
    let population: Sourced
    let area: Sourced
    let localTimes: [LocalTime]

    /// The card of `details` with its kept `facts`; `names` name the neighbours, and `now` sets the local times.
    init(details: CountryDetails, facts: CountryFacts, names: [CountrySummary], now: Date) {
        let summary = details.summary
        code = summary.code
        name = summary.name
        englishName = details.englishNameIfDifferent
        native = summary.native
        flag = summary.emoji
        capital = summary.capital
        continent = Named(code: summary.continentCode, name: summary.continentName)
        languages = details.languages.map { Named(code: $0.code, name: $0.name) }
        currencies = details.currencies
        phones = details.phones.map { "+" + $0 }
        neighbours = facts.neighbours.map { code in Named(code: code, name: names.first { $0.code == code }?.name ?? code) }
        population = Sourced(value: facts.population.map(Double.init), source: facts.population.map { _ in facts.source(of: .population) })
        area = Sourced(value: facts.area, source: facts.area.map { _ in facts.source(of: .area) })
        localTimes = facts.timeZones.map { zone in
            let clock = ZoneClock(zone: zone, at: now)
            return LocalTime(zone: zone, time: clock.time, utcOffset: clock.offset.map(ZoneClock.offsetText))
        }
    }

    /// Pretty-printed, keys sorted.
    func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
