@testable import Explorer
import ExplorerApp
import Foundation
import TerminalUI
import Testing

/// The explorer's facts resource, read from the repository (the tests cannot reach the app's bundle).
func realFacts() throws -> CountryFactsTable {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try BundledFacts.read(json: Data(contentsOf: repository.appendingPathComponent("Sources/ExplorerApp/Resources/country-facts.json")))
}

/// 2026-11-25 13:05 UTC: winter in Berlin (UTC+1), summer in Chile.
let novemberNoon = Date(timeIntervalSince1970: 1_795_611_900)

extension ExplorerState {
    /// A loaded fixture state with the real facts read, as the runtime hands them over after the first frame.
    static func withFacts(width: Int = 100, height: Int = 30) throws -> ExplorerState {
        var state = Fixtures.loadedState(width: width, height: height)
        _ = state.update(.factsLoaded(try realFacts()))
        return state
    }
}

@Suite("Facts from the kept sources")
struct CountryFactsTests {
    @Test func theResourceHasEveryCountryAndTheSourcesFigures() throws {
        let facts = try realFacts()
        #expect(facts.countries.count == 250)
        let germany = facts.facts(of: "DE")
        #expect(germany.neighbours == ["AT", "BE", "CH", "CZ", "DK", "FR", "LU", "NL", "PL"])
        #expect(germany.population == 82_927_922 && germany.area == 357_021)
        #expect(germany.source(of: .population) == "GeoNames, World Bank 2018")
        #expect(germany.timeZones == ["Europe/Berlin", "Europe/Busingen"] && germany.topLevelDomain == ".de")
        #expect(germany.drivingSide == "right" && germany.landlocked == false && germany.unStatus == "member")
        #expect(facts.facts(of: "GB").drivingSide == "left" && facts.facts(of: "AT").landlocked == true)
        #expect(facts.facts(of: "VA").unStatus == "observer state" && facts.facts(of: "VA").source(of: .area) == "REST Countries 3.1, 2025")
        #expect(facts.facts(of: "FJ").population == 883_483 && facts.facts(of: "FJ").area == 18_270)
        // Every country has an area; four have no population in either source.
        #expect(facts.countries.values.allSatisfy { $0.area != nil })
        #expect(facts.countries.filter { $0.value.population == nil }.keys.sorted() == ["AQ", "BV", "HM", "UM"])
    }

    @Test func aMalformedResourceIsRefusedWhole() {
        #expect(throws: (any Error).self) { try BundledFacts.read(json: Data("{".utf8)) }
        // One country with a population that is not a number refuses the file, not only that country.
        let oneBad = #"{"sources": {}, "countries": {"DE": {"population": 1}, "FR": {"population": "many"}}}"#
        #expect(throws: (any Error).self) { try BundledFacts.read(json: Data(oneBad.utf8)) }
        #expect(CountryFactsTable.none.facts(of: "DE") == CountryFacts(), "without the file every fact is unknown")
    }

    @Test func aMissingFactReadsUnknownWithoutASource() throws {
        var state = try ExplorerState.withFacts()
        _ = state.update(.loaded(.countryDetail("AQ"), .loaded(Fixtures.payload(for: .countryDetail("AQ")), Fixtures.origin)))
        let lines = try #require(state.factLines("AQ", now: novemberNoon))
        let population = try #require(lines.first { $0.label == "Population" })
        #expect(population == FactLine(label: "Population", value: "unknown"))
        #expect(lines.first { $0.label == "Area" } == FactLine(label: "Area", value: "14,000,000 km²", source: "GeoNames 2026"))
    }

    @Test func zoneClocksFollowTheSystemsDatabaseWithDaylightSaving() throws {
        #expect(ZoneClock(zone: "Europe/Berlin", at: novemberNoon).text == "Europe/Berlin 14:05 UTC+1")
        // In July Berlin keeps summer time.
        let julyNoon = novemberNoon.addingTimeInterval(-138 * 86_400)
        #expect(ZoneClock(zone: "Europe/Berlin", at: julyNoon).text == "Europe/Berlin 15:05 UTC+2")
        #expect(ZoneClock(zone: "Asia/Kolkata", at: novemberNoon).text == "Asia/Kolkata 18:35 UTC+5:30")
        #expect(ZoneClock(zone: "Nowhere/Atlantis", at: novemberNoon).time == nil)
        // Japan's time is the system's Asia/Tokyo time, whatever the machine's own zone.
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        let parts = calendar.dateComponents([.hour, .minute], from: novemberNoon)
        let expected = String(format: "Asia/Tokyo %02d:%02d UTC+9", parts.hour ?? -1, parts.minute ?? -1)
        #expect(ZoneClock.summary(of: try realFacts().facts(of: "JP").timeZones, at: novemberNoon) == expected)
    }

    @Test func manyZonesShowARangeOfOffsets() throws {
        let facts = try realFacts()
        #expect(ZoneClock.summary(of: facts.facts(of: "RU").timeZones, at: novemberNoon) == "UTC+2 to UTC+12 · 11 zones")
        #expect(ZoneClock.summary(of: facts.facts(of: "CL").timeZones, at: novemberNoon) == "UTC−5 to UTC−3 · 2 zones")
        #expect(ZoneClock.summary(of: facts.facts(of: "DE").timeZones, at: novemberNoon) == "Europe/Berlin 14:05 UTC+1 · 2 IANA zones")
        #expect(ZoneClock.summary(of: [], at: novemberNoon) == nil)
    }

    @Test func chinaHasOneOfficialTimeAndXinjiangTimeForLocalUse() throws {
        let china = try realFacts().facts(of: "CN")
        #expect(china.officialZone == "Asia/Shanghai")
        #expect(china.source(of: .timeZones) == "tzdata 2026f & hand-kept")
        let summary = ZoneClock.summary(of: china.timeZones, official: china.officialZone, at: novemberNoon)
        #expect(summary == "UTC+8 (official); Asia/Urumqi UTC+6 is local use")
        #expect(ZoneClock.summary(of: china.timeZones, at: novemberNoon) == "UTC+6 to UTC+8 · 2 zones", "without an official zone, the range")
    }

    @Test func theCountryScreenListsEveryFactWithItsSource() throws {
        var state = try ExplorerState.withFacts(width: 120, height: 40)
        state.type("germany")
        state.press([.enter])
        let text = Fixtures.render(state, now: novemberNoon).textSnapshot()
        #expect(text.contains("Neighbours   9: AT, BE, CH, CZ, DK, France, LU, NL, PL"), "\(text)")
        #expect(text.contains("Time         Europe/Berlin 14:05 UTC+1 · 2 IANA zones"), "\(text)")
        #expect(text.contains("Population   82,927,922") && text.contains("GeoNames, World Bank 2018"), "\(text)")
        #expect(text.contains("Area         357,021 km²") && text.contains("Drives on    the right"), "\(text)")
        #expect(text.contains("Landlocked   no") && text.contains("UN           member") && text.contains("Domain       .de"), "\(text)")
        // The sources are dimmed.
        let frame = Fixtures.render(state, now: novemberNoon)
        let row = try #require(frame.textSnapshot().split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("GeoNames, World Bank 2018") })
        let column = try #require(frame.row(row).range(of: "GeoNames, World Bank").map { frame.row(row).distance(from: frame.row(row).startIndex, to: $0.lowerBound) })
        #expect(frame[x: column, y: row].style.dim, "the source is dimmed")
    }

    @Test func thePaneShowsNeighboursTimePopulationAndArea() throws {
        var state = try ExplorerState.withFacts()
        state.type("germany")
        let text = Fixtures.render(state, now: novemberNoon).textSnapshot()
        #expect(text.contains("Population   82,927,922") && text.contains("GeoNames, World Bank 2018 │"), "\(text)")
        #expect(text.contains("Neighbours   9: AT, BE"), "\(text)")
        #expect(text.contains("Time         Europe/Berlin 14:05 UTC+1"), "\(text)")
        // Before the facts are read, the pane shows what the API has.
        var early = Fixtures.loadedState()
        early.type("germany")
        #expect(!Fixtures.render(early, now: novemberNoon).textSnapshot().contains("Population"))
    }

    @Test func theNeighbourCodesAreInStateForTheMaps() throws {
        var state = try ExplorerState.withFacts()
        state.type("germany")
        #expect(state.detailCountry.map(state.neighbourCodes(of:)) == ["AT", "BE", "CH", "CZ", "DK", "FR", "LU", "NL", "PL"])
        state.press([.enter])
        #expect(state.detailCountry.map(state.neighbourCodes(of:))?.count == 9)
        let early = Fixtures.loadedState()
        #expect(early.detailCountry.map(early.neighbourCodes(of:))?.isEmpty != false, "none before the facts are read")
    }
}
