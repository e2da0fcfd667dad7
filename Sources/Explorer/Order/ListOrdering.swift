import Foundation

/// Puts a list's items in the explorer's order, whatever order the server sent them in.
enum ListOrdering {
    /// `items` sorted by `order`: names compare with diacritics and case folded, codes break ties; population and
    /// area come from `facts`, largest first; names go in `collation`'s order.
    static func sorted(_ items: [RowItem], by order: SortOrder, facts: CountryFactsTable = .none, collation: NameCollation = .folded) -> [RowItem] {
        let names = collation.sortKeys(items.map { fields(of: $0).name })
        let keys = items.indices.map { key(of: items[$0], by: order, facts: facts, name: names[$0]) }
        return items.indices.sorted { keys[$0] < keys[$1] }.map { items[$0] }
    }

    /// A country's languages by name, as its screen and its detail pane list them.
    static func byName(_ languages: [LanguageSummary]) -> [LanguageSummary] {
        sorted(languages.map(RowItem.language), by: .name).compactMap { item in
            if case .language(let language) = item { return language }
            return nil
        }
    }

    /// What an item sorts by: its primary text, then its name, then its code, all folded.
    private struct Key: Comparable {
        /// Items without the primary text (a country without a capital) come last.
        let missing: Bool
        let primary: String
        let name: String
        let code: String

        static func < (left: Key, right: Key) -> Bool {
            (left.missing ? 1 : 0, left.primary, left.name, left.code) < (right.missing ? 1 : 0, right.primary, right.name, right.code)
        }
    }

    /// An item's name, code, continent and capital, as far as it has them.
    private static func fields(of item: RowItem) -> (name: String, code: String, continent: String?, capital: String?) {
        switch item {
        case .country(let country): (country.name, country.code, country.continentName, country.capital)
        case .language(let language): (language.name, language.code, nil, nil)
        case .state(let state): (state.name, state.code ?? "", nil, nil)
        case .continent(let continent): (continent.name, continent.code, nil, nil)
        case .continentEntry(let code, let name): (name, code, nil, nil)
        case .statesEntry(let code, _), .subdivisionsEntry(let code, _): ("", code, nil, nil)
        case .fact(let label, let value), .sourcedFact(let label, let value, _): (value, label, nil, nil)
        case .neighboursEntry(let code, _, _), .timeZonesEntry(let code, _, _, _): ("", code, nil, nil)
        case .timeZone(let zone): (zone, zone, nil, nil)
        case .comparison(let label): (label, label, nil, nil)
        }
    }

    /// What `item` sorts by in `order`, its name standing as `folded` (its collation's sort key).
    private static func key(of item: RowItem, by order: SortOrder, facts: CountryFactsTable, name folded: String) -> Key {
        let (_, code, continent, capital) = fields(of: item)
        let primary: String? = switch order {
        case .name: folded
        case .code: code.isEmpty ? nil : code
        case .continent: continent.map(SearchText.fold) ?? folded
        case .capital: capital.flatMap { $0.isEmpty ? nil : SearchText.fold($0) }
        case .population: facts.countries[code]?.population.map { descending(Double($0)) }
        case .area: facts.countries[code]?.area.map(descending)
        }
        return Key(missing: primary == nil, primary: primary ?? "", name: folded, code: code)
    }

    /// A text that sorts larger numbers first: the complement of the value in fixed-width digits (hundredths, up
    /// to 10^16, so that the Vatican's 0.49 km² and Antarctica's 14 million both fit).
    private static func descending(_ value: Double) -> String {
        let hundredths = Int64((min(max(0, value), 9e13) * 100).rounded())
        return String(format: "%016lld", 9_999_999_999_999_999 - hundredths)
    }
}
