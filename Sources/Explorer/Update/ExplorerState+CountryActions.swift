import Foundation

/// What Space, `y`, `Y` and `o` do to the country in front.
extension ExplorerState {
    /// Space: marks the country in front for a comparison, or unmarks it.
    mutating func toggleMark() {
        guard let code = detailCountry else {
            notice = "Space marks a country for a comparison; there is none here"
            return
        }
        let name = countryName(code)
        if marked == code {
            marked = nil
            notice = "\(name) unmarked"
        } else {
            marked = code
            notice = "\(name) marked: open another country to compare them (Space again unmarks)"
        }
    }

    /// `y`: the country's facts as a Markdown table, to the clipboard.
    mutating func copyMarkdown() -> [Command] {
        guard let code = detailCountry, let markdown = factsMarkdown(code) else {
            notice = "y copies a country's facts; there is none loaded here"
            return []
        }
        return [.copy(text: markdown, what: "\(countryName(code))'s facts as Markdown")]
    }

    /// `Y`: the country as the API returned it, to the clipboard.
    mutating func copyJSON() -> [Command] {
        guard let code = detailCountry, countryDetails(code) != nil else {
            notice = "Y copies a country's JSON; there is none loaded here"
            return []
        }
        return [.copyResponse(.countryDetail(code), what: "\(countryName(code)) as the API's JSON")]
    }

    /// `o`: the country's OpenStreetMap page: its relation where the facts know it, else a search for its name.
    mutating func openMap() -> [Command] {
        guard let code = detailCountry else {
            notice = "o opens a country's OpenStreetMap page; there is none here"
            return []
        }
        return [.openPage(url: Self.openStreetMapURL(code: code, name: englishName(code), relation: keptFacts(code)?.osmRelation),
                          what: "\(countryName(code))'s OpenStreetMap page")]
    }

    /// `https://www.openstreetmap.org/relation/51477`, or a search for the name.
    public static func openStreetMapURL(code: String, name: String, relation: Int?) -> String {
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
        let flag = countrySummary(code)?.emoji ?? ""
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let rows = lines.map { "| \(cell($0.label)) | \(cell($0.value)) | \(cell($0.source.isEmpty ? "Countries API" : $0.source)) |" }
        return (["## \(flag) \(countryName(code)) (\(code))", "", "| Fact | Value | Source |", "|---|---|---|"] + rows)
            .joined(separator: "\n") + "\n"
    }
}
