/// Puts a list's items in the explorer's order, whatever order the server sent them in.
enum ListOrdering {
    /// `items` sorted by `order`: names compare with diacritics and case folded, codes break ties.
    static func sorted(_ items: [RowItem], by order: SortOrder) -> [RowItem] {
        let keys = items.map { key(of: $0, by: order) }
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

    private static func key(of item: RowItem, by order: SortOrder) -> Key {
        let (name, code, continent, capital): (String, String, String?, String?) = switch item {
        case .country(let country): (country.name, country.code, country.continentName, country.capital)
        case .language(let language): (language.name, language.code, nil, nil)
        case .state(let state): (state.name, state.code ?? "", nil, nil)
        case .continent(let continent): (continent.name, continent.code, nil, nil)
        case .continentEntry(let code, let name): (name, code, nil, nil)
        case .statesEntry(let code, _), .subdivisionsEntry(let code, _): ("", code, nil, nil)
        case .fact(let label, let value): (value, label, nil, nil)
        }
        let folded = SearchText.fold(name)
        let primary: String? = switch order {
        case .name: folded
        case .code: code.isEmpty ? nil : code
        case .continent: continent.map(SearchText.fold) ?? folded
        case .capital: capital.flatMap { $0.isEmpty ? nil : SearchText.fold($0) }
        }
        return Key(missing: primary == nil, primary: primary ?? "", name: folded, code: code)
    }
}
