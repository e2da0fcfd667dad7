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
        var choices = detailCountry.map { [[$0]] } ?? []
        if case .compare(let first, let second) = screen.kind { choices.insert([first, second], at: 0) }
        for codes in choices {
            guard let markdown = factsMarkdown(codes) else { continue }
            return [.copy(text: markdown, what: "\(codes.map(countryName).joined(separator: " and "))'s facts as Markdown")]
        }
        notice = "\(options.keymap.keyName(for: .copyMarkdown)) copies a country's facts; there is none loaded here"
        return []
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

    /// The facts of `codes` (a country, or two compared) as one Markdown table: the fact, a column of values each,
    /// and the source, naming both where two differ; nil without every country's details.
    private func factsMarkdown(_ codes: [String]) -> String? {
        let columns = codes.compactMap { factLines($0, now: nil) }
        guard columns.count == codes.count, let labels = columns.first?.map(\.label) else { return nil }
        let rows = labels.indices.map { row in
            let sources = zip(columns, codes).map { source(of: $0[row], $1) }
            return Self.markdownRow([labels[row]] + columns.map { $0[row].value } + [Set(sources).count == 1 ? sources[0] : sources.joined(separator: "; ")])
        }
        let head = ["Fact"] + (codes.count == 1 ? ["Value"] : codes.map(markdownTitle)) + ["Source"]
        let title = "## " + codes.map(markdownTitle).joined(separator: " and ")
        return ([title, "", Self.markdownRow(head), "|" + String(repeating: "---|", count: head.count)] + rows).joined(separator: "\n") + "\n"
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
