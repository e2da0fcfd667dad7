import TerminalUI

/// A list of names on one line with how many there are, `9: Austria, Belgium, Czech Republic, …`: whole where it
/// fits, else as many whole names as fit and how many more there are, so that a cut line never hides its count.
enum CountedNames {
    /// Every name: `2: France, Spain`, or `none`.
    static func text(_ names: [String]) -> String {
        names.isEmpty ? "none" : "\(names.count): " + names.joined(separator: ", ")
    }

    /// `8: Czech Republic, Germany, Hungary and 5 more` in at most `width` columns: the most whole names that fit
    /// with the words for the rest; cut with `ellipsis` only when not even one name fits so.
    static func fitted(_ names: [String], width: Int, ellipsis: String) -> String {
        let whole = text(names)
        guard DisplayWidth.of(whole) > width else { return whole }
        for shown in stride(from: names.count - 1, through: 1, by: -1) {
            let line = "\(names.count): " + names.prefix(shown).joined(separator: ", ") + " and \(names.count - shown) more"
            if DisplayWidth.of(line) <= width { return line }
        }
        return TextLayout.truncate(whole, toWidth: max(1, width), ellipsis: ellipsis)
    }
}
