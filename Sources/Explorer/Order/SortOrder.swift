/// An order a list is shown in; F3 moves a list to the next order it offers (see `SortedList`).
enum SortOrder: String, Sendable, Hashable {
    /// By name, diacritics and case folded (Åland sorts with A).
    case name
    /// By ISO code.
    case code
    /// By continent, then name.
    case continent
    /// By capital, then name; countries without one last.
    case capital
    /// By population, largest first; countries whose population is unknown last.
    case population
    /// By area, largest first; countries whose area is unknown last.
    case area

    /// How the box title names it: "by name".
    var title: String { "by \(rawValue)" }
}
