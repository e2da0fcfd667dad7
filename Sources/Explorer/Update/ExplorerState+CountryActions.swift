import Foundation

/// What Space, `y`, `Y` and `o` do to the country in front.
extension ExplorerState {
    /// Space: marks the country in front for a comparison, or unmarks it.
    mutating func toggleMark() {
        let markKey = options.keymap.keyName(for: .mark)
        guard let code = detailCountry else {
            notice = "\(markKey) marks a country for a comparison; there is none here"
            return
        }
        notice = comparison.toggleMark(code, name: countryName(code), markKey: markKey)
    }

    /// `y`: the country's facts as a Markdown table, to the clipboard; on a comparison, both countries' side by side.
    mutating func copyMarkdown() -> [Command] {
        if case .compare(let first, let second) = screen.kind, let markdown = comparisonMarkdown(first, second) {
            return [.copy(text: markdown, what: "\(countryName(first)) and \(countryName(second))'s facts as Markdown")]
        }
        guard let code = detailCountry, let markdown = factsMarkdown(code) else {
            notice = "\(options.keymap.keyName(for: .copyMarkdown)) copies a country's facts; there is none loaded here"
            return []
        }
        return [.copy(text: markdown, what: "\(countryName(code))'s facts as Markdown")]
    }

    /// `Y`: the country as the API returned it, to the clipboard.
    mutating func copyJSON() -> [Command] {
        guard let code = detailCountry, countryDetails(code) != nil else {
            notice = "\(options.keymap.keyName(for: .copyJSON)) copies a country's JSON; there is none loaded here"
            return []
        }
        return [.copyResponse(.countryDetail(code), what: "\(countryName(code)) as the API's JSON")]
    }

    /// `o`: the country's OpenStreetMap page: its relation where the facts know it, else a search for its name.
    mutating func openMap() -> [Command] {
        guard let code = detailCountry else {
            notice = "\(options.keymap.keyName(for: .openMap)) opens a country's OpenStreetMap page; there is none here"
            return []
        }
        let what = "\(countryName(code))'s OpenStreetMap page"
        // Until the runtime says what became of it.
        notice = "opening \(what)…"
        return [.openPage(url: Self.openStreetMapURL(code: code, name: englishName(code), relation: keptFacts(code)?.osmRelation), what: what)]
    }

    /// `https://www.openstreetmap.org/relation/51477`, or a search for the name.
    static func openStreetMapURL(code: String, name: String, relation: Int?) -> String {
        if let relation { return "https://www.openstreetmap.org/relation/\(relation)" }
        let query = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? code
        return "https://www.openstreetmap.org/search?query=\(query)"
    }

    /// The country's English name where the details have it, else the name shown.
    private func englishName(_ code: String) -> String {
        countryDetails(code)?.names.first { $0.language == .english }?.name ?? countryName(code)
    }

    /// The facts of `code` as a Markdown table of fact, value and source; nil without its details.
    func factsMarkdown(_ code: String) -> String? {
        guard let lines = factLines(code, now: nil) else { return nil }
        let rows = lines.map { Self.markdownRow([$0.label, $0.value, source(of: $0, code)]) }
        return (["## \(markdownTitle(code))", "", "| Fact | Value | Source |", "|---|---|---|"] + rows).joined(separator: "\n") + "\n"
    }

    /// Two countries' facts as one Markdown table, a column each, a source column naming both where they differ;
    /// nil without both details.
    func comparisonMarkdown(_ first: String, _ second: String) -> String? {
        guard let left = factLines(first, now: nil), let right = factLines(second, now: nil) else { return nil }
        let rows = zip(left, right).map { pair in
            let sources = [source(of: pair.0, first), source(of: pair.1, second)]
            return Self.markdownRow([pair.0.label, pair.0.value, pair.1.value, sources[0] == sources[1] ? sources[0] : sources.joined(separator: "; ")])
        }
        let head = Self.markdownRow(["Fact", markdownTitle(first), markdownTitle(second), "Source"])
        return (["## \(markdownTitle(first)) and \(markdownTitle(second))", "", head, "|---|---|---|---|"] + rows)
            .joined(separator: "\n") + "\n"
    }

    /// `🇩🇪 Germany (DE)`.
    private func markdownTitle(_ code: String) -> String {
        "\(countrySummary(code)?.emoji ?? "") \(countryName(code)) (\(code))"
    }

    /// Where a line of `code` comes from: its kept source, or for the API's facts where the details came from
    /// (`Countries API (127.0.0.1)`, `Countries API (cached)`, `bundled data`); `—` for a fact no source has.
    private func source(of line: FactLine, _ code: String) -> String {
        guard line.source.isEmpty else { return line.source }
        if line.value == Self.unknownValue { return Self.missingValue }
        guard case .loaded(_, let origin)? = data[.countryDetail(code)] else { return "Countries API" }
        switch origin.kind {
        case .live(let host): return "Countries API (\(host))"
        case .cache: return "Countries API (cached)"
        case .bundled: return "bundled data"
        }
    }

    /// `| a | b |`, each cell's pipes escaped.
    private static func markdownRow(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
