import TerminalUI

/// One row of the keymap: keys, what they do, when they apply, and how the help screen and the README describe
/// them.
public struct KeyBinding: Sendable, Hashable {
    /// When a binding applies.
    enum Condition: Sendable, Hashable {
        /// Always.
        case always
        /// Only while the screen shows an error (so that `r` still types otherwise).
        case onError
        /// Only where no search is being typed (so that the letter still types otherwise): on a country's own
        /// screens with an empty search, or anywhere after Enter has left the search field.
        case outsideSearch
        /// Only while the inspector is open, where it comes before the other bindings of its keys.
        case inInspector
        /// Only while a search is typed with history on, where it comes before the other bindings of its keys.
        case inSearchWithHistory
    }

    /// The keys: the default ones, or those the config binds the action to.
    public internal(set) var keys: [Key]
    /// The action.
    public let action: Action
    /// When it applies.
    let condition: Condition
    /// The help screen's section.
    public let section: String
    /// The help screen's description: a few words.
    public let summary: String
    /// The README's description, where it says more than `summary`.
    public var details: String? = nil
}

/// The keymap in force: it drives both key handling and the help overlay. `standard` is the default one; a
/// config's `keys:` rebinds actions in a copy of it (`Keymap(remapping:)`).
///
/// Printable characters that no binding claims edit the search query, so commands never steal a letter
/// (typing `qatar` finds Qatar); a letter the config binds acts only where no search is being typed, or on an
/// empty one outside the search field.
public struct Keymap: Sendable, Hashable {
    /// Every binding, in help-screen order.
    public let bindings: [KeyBinding]

    /// The default keymap.
    public static let standard = Keymap(bindings: defaultBindings)

    /// Every default binding, in help-screen order.
    private static let defaultBindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .control("p")], action: .moveUp, condition: .always, section: "Move", summary: "previous row"),
        KeyBinding(keys: [.down, .control("n")], action: .moveDown, condition: .always, section: "Move", summary: "next row"),
        KeyBinding(keys: [.pageUp], action: .pageUp, condition: .always, section: "Move", summary: "page up"),
        KeyBinding(keys: [.pageDown], action: .pageDown, condition: .always, section: "Move", summary: "page down"),
        KeyBinding(keys: [.home, .control("a")], action: .home, condition: .always, section: "Move", summary: "first row/start",
                   details: "in the search, move its caret to the start, as readline's Ctrl-A; on an empty search, go to the first row"),
        KeyBinding(keys: [.end, .control("e")], action: .end, condition: .always, section: "Move", summary: "last row/end",
                   details: "in the search, move its caret to the end; on an empty search, go to the last row"),
        KeyBinding(keys: [.enter, .right], action: .open, condition: .always, section: "Navigate", summary: "open",
                   details: "open: a country, a continent's or language's countries, a country's states or subdivisions, or (on a country's screen) its continent"),
        KeyBinding(keys: [.left], action: .back, condition: .always, section: "Navigate", summary: "go back",
                   details: "go back, keeping the previous selection and scroll (so does a click on the breadcrumb, with `--mouse`)"),
        KeyBinding(keys: [.escape], action: .escape, condition: .always, section: "Navigate", summary: "clear/back/quit",
                   details: "clear the search; else clear the continent filter; else go back; quit only at a tab's root with nothing to clear"),
        KeyBinding(keys: [.tab], action: .nextTab, condition: .always, section: "Navigate", summary: "next tab"),
        KeyBinding(keys: [.backTab], action: .previousTab, condition: .always, section: "Navigate", summary: "previous tab"),
        KeyBinding(keys: [.character("1")], action: .showTab(.countries), condition: .always, section: "Navigate", summary: "Countries",
                   details: "the Countries tab"),
        KeyBinding(keys: [.character("2")], action: .showTab(.continents), condition: .always, section: "Navigate", summary: "Continents",
                   details: "the Continents tab"),
        KeyBinding(keys: [.character("3")], action: .showTab(.languages), condition: .always, section: "Navigate", summary: "Languages",
                   details: "the Languages tab"),
        KeyBinding(keys: [.character("/")], action: .search, condition: .always, section: "Navigate", summary: "focus search",
                   details: "focus the search field: everything printable, digits and `?` too, is search text, and ← → move its caret, until Enter (keeps the search) or Esc (clears it)"),
        KeyBinding(keys: [.function(5)], action: .zoomMap, condition: .always, section: "Navigate", summary: "zoom the map",
                   details: "switch a country's map between the world and the country zoomed: its bounding box with its neighbours' edges (see *The map*); it stays so as you move from country to country"),
        KeyBinding(keys: [.backspace], action: .deleteBackward, condition: .always, section: "Search", summary: "delete or back",
                   details: "delete the letter before the search's caret; on an empty search, go back"),
        KeyBinding(keys: [.control("w")], action: .deleteWord, condition: .always, section: "Search", summary: "delete a word",
                   details: "delete the word before the caret, back to a space"),
        KeyBinding(keys: [.control("u")], action: .deleteToStart, condition: .always, section: "Search", summary: "delete to start",
                   details: "delete everything before the caret (the whole search when the caret is at its end); clearing a search keeps the row you had selected in its results"),
        KeyBinding(keys: [.delete, .control("d")], action: .deleteForward, condition: .always, section: "Search", summary: "delete forward",
                   details: "delete the letter after the caret (Ctrl-D never quits)"),
        KeyBinding(keys: [.control("k")], action: .deleteToEnd, condition: .always, section: "Search", summary: "delete to end",
                   details: "delete everything after the caret"),
        KeyBinding(keys: [.modified(.backspace, .alt)], action: .deleteWordPart, condition: .always, section: "Search", summary: "delete subword",
                   details: "delete letters and digits back to punctuation or a space, as readline's backward-kill-word"),
        KeyBinding(keys: [.modified(.character("b"), .alt)], action: .caretWordBackward, condition: .always, section: "Search", summary: "word back/fwd",
                   details: "move the caret to the start of the word before it"),
        KeyBinding(keys: [.modified(.character("f"), .alt)], action: .caretWordForward, condition: .always, section: "Search", summary: "word back/fwd",
                   details: "move the caret past the end of the next word"),
        KeyBinding(keys: [.control("p")], action: .historyPrevious, condition: .inSearchWithHistory, section: "Search", summary: "history",
                   details: "while a search is typed: the search before, from the last 100 kept (↑ still moves the selection); none with `--no-history`, where Ctrl-P is the previous row"),
        KeyBinding(keys: [.control("n")], action: .historyNext, condition: .inSearchWithHistory, section: "Search", summary: "history",
                   details: "the search after, and past the newest one the search you were typing (as fzf's `--history`)"),
        KeyBinding(keys: [.function(2)], action: .cycleContinent, condition: .always, section: "Search", summary: "cycle continent",
                   details: "on the Countries tab's list: filter it by the next continent (served by `FilteredCountries`), keeping the search and the screens opened above it; anywhere else the status bar says that F2 does nothing there"),
        KeyBinding(keys: [.modified(.function(2), .shift)], action: .cycleContinentBackward, condition: .always, section: "Search", summary: "cycle continent",
                   details: "the same, by the previous continent"),
        KeyBinding(keys: [.function(3)], action: .cycleSort, condition: .always, section: "Search", summary: "sort order",
                   details: "sort the list in front by its next order, and round again; the box title says which (`Countries · 250 · by name`). Each list has its own order in each tab: lists of countries go by name, code, continent, capital, population and area (largest first); languages, states and subdivisions by name and code; the continents have one order, and a country's facts none, which the status bar then says"),
        KeyBinding(keys: [.control("r")], action: .refresh, condition: .always, section: "Other", summary: "refresh/retry",
                   details: "refresh from the network, keeping the data on screen until the answer comes; a refresh already on its way is not sent again; on an error where `r` is search text, retry"),
        KeyBinding(keys: [.character("r")], action: .retry, condition: .onError, section: "Other", summary: "refresh/retry",
                   details: "on an error screen: retry what failed; elsewhere `r` is search text"),
        KeyBinding(keys: [.character(" ")], action: .mark, condition: .outsideSearch, section: "Other", summary: "mark/copy/open",
                   details: "mark the country (its screen's, or the selected row's) for a comparison, or unmark it; opening another country then shows the two side by side, differences highlighted (stacked below 100 columns)"),
        KeyBinding(keys: [.character("y")], action: .copyMarkdown, condition: .outsideSearch, section: "Other", summary: "mark/copy/open",
                   details: "copy the country's facts as a Markdown table to the clipboard (on a comparison, both countries side by side), through the terminal (OSC 52: over SSH and in tmux with `set-clipboard on`); the status bar says what was copied"),
        KeyBinding(keys: [.character("Y")], action: .copyJSON, condition: .outsideSearch, section: "Other", summary: "mark/copy/open",
                   details: "copy the country as the JSON the API returned (its `CountryDetail` data), the same way"),
        KeyBinding(keys: [.character("o")], action: .openMap, condition: .outsideSearch, section: "Other", summary: "mark/copy/open",
                   details: "open the country's OpenStreetMap page with `xdg-open` where there is a display (`DISPLAY` or `WAYLAND_DISPLAY`); the status bar shows its address and what became of it (opened, no display, no `xdg-open`, or its failure)"),
        KeyBinding(keys: [.character("?"), .function(1)], action: .help, condition: .always, section: "Other", summary: "this help",
                   details: "help, the inspector's own keys under their own heading (first in the inspector, last elsewhere); it fits 80×24 whole, scrolls with ↑ ↓ PgUp PgDn where it cannot, and only Esc and the help's own keys (`?`, F1) close it"),
        KeyBinding(keys: [.control("c"), .control("q"), .function(10)], action: .quit, condition: .always, section: "Other", summary: "quit"),
        KeyBinding(keys: [.function(4)], action: .inspect, condition: .always, section: "Other", summary: "inspector",
                   details: "open the inspector on the data on screen: its operation (syntax-coloured), variables, policy, origin, errors and JSON, the request log and the cache browser; F4 or Esc closes it. In the log, type to filter and Enter shows one, Backspace or ← comes back to it; in the cache, type to search, Enter opens a record or follows a reference, Backspace or ← comes back to the field it left; the filter and the search take Backspace, Ctrl-W, Ctrl-U and Alt-Backspace; with `--mouse`, a click picks a section, a line, or opens the line picked; F1 in it lists its keys"),
        KeyBinding(keys: [.tab], action: .nextSection, condition: .inInspector, section: inspectorSection, summary: "next section",
                   details: "in the inspector: the next section"),
        KeyBinding(keys: [.backTab], action: .previousSection, condition: .inInspector, section: inspectorSection, summary: "next section",
                   details: "in the inspector: the previous section"),
        KeyBinding(keys: [.character("y")], action: .copyAsCurl, condition: .inInspector, section: inspectorSection, summary: "copy as curl",
                   details: "in the inspector, on an answer: copy its operation as a `curl` command to the terminal's clipboard (OSC 52, so over SSH too; in tmux, `set -g set-clipboard on`)"),
        KeyBinding(keys: [.function(8)], action: .evictRecord, condition: .inInspector, section: inspectorSection, summary: "evict record",
                   details: "in the cache browser: evict the record (Enter confirms), so that the next fetch refills it"),
    ]

    /// The section of the inspector's own keys, which act only in it: the help lists them everywhere, under
    /// `inspectorHeading`.
    static let inspectorSection = "In the inspector"

    /// The heading of the inspector's own keys, with the key in force that opens it: "In the inspector (F4)".
    var inspectorHeading: String {
        "\(Self.inspectorSection) (\(keyName(for: .inspect)))"
    }

    /// The keymap as text, section by section: a section's title (the inspector's under `inspectorHeading`), then
    /// one line per binding, its keys padded to one column (the width of all the keymap's) and what they do.
    /// `--help` shows it, and the help screen in the inspector. Consecutive bindings of one section with the same
    /// summary share a line (`Space y Y o  mark/copy/open`), so that the help still fits 80×24 whole.
    public var describedSections: [[String]] {
        var groups: [(section: String, keys: String, summary: String)] = []
        for binding in bindings {
            let keys = binding.keys.map(\.label).joined(separator: " ")
            let section = binding.section == Self.inspectorSection ? inspectorHeading : binding.section
            if let last = groups.last, last.section == section, last.summary == binding.summary {
                groups[groups.count - 1].keys += " " + keys
            } else {
                groups.append((section, keys, binding.summary))
            }
        }
        var sections: [[String]] = []
        let keysWidth = groups.map { DisplayWidth.of($0.keys) }.max() ?? 0
        for group in groups {
            let line = " " + TextLayout.pad(group.keys, toWidth: keysWidth) + "  " + group.summary
            if sections.last?.first == group.section {
                sections[sections.count - 1].append(line)
            } else {
                sections.append([group.section, line])
            }
        }
        return sections
    }

    /// What the keys that no binding claims do, for the README: typing and pasting edit the search.
    static let typing: [(keys: String, details: String)] = [
        ("letters, space, `'`, `-`",
         "search the focused list as you type; Space, `y`, `Y` and `o` act on the country instead (below) only where no search is being typed: on a country's screen or a comparison with an empty search, after Enter has left the search field (`/`), and Space, or a letter the config's `keys:` binds ([config.md](config.md#keys)), on any empty search (see *Search* below; `cote` finds Côte d'Ivoire, `jp` and `🇯🇵` Japan, `uk` the United Kingdom, `allemagne` Germany)"),
        ("a paste",
         "search text only: line breaks and tabs become spaces, escape sequences (colours) and other control characters, Ctrl-C too, are dropped; it never runs a key's command (bracketed paste)"),
    ]

    /// The key table of docs/keys.md, in Markdown: what typing does, then every binding, its keys and what it does.
    public var markdownTable: String {
        let rows = Self.typing.map { "| \($0.keys) | \($0.details) |" } + bindings.map { binding in
            let keys = binding.keys.map { key in
                if case .character(let character) = key, character.isPunctuation || character.isLetter { return "`\(key.label)`" }
                return key.label
            }
            return "| \(keys.joined(separator: ", ")) | \(binding.details ?? binding.summary) |"
        }
        return (["| Keys | What they do |", "|---|---|"] + rows).joined(separator: "\n")
    }

    /// The keys bound to `action`.
    public func keys(for action: Action) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// Whether `key` is a letter (or Space, `'`, `-`) bound to an action that applies anywhere, as only a config
    /// binds one (`quit: [q]`): it acts where no search is being typed, and on an empty search outside the field.
    func bindsSearchText(_ key: Key) -> Bool {
        Self.isSearchText(key) && bindings.contains { $0.condition == .always && $0.keys.contains(key) }
    }

    /// Whether `key` is a character names are made of, which a search types.
    static func isSearchText(_ key: Key) -> Bool {
        guard case .character(let character) = key else { return false }
        return character.isLetter || character == " " || character == "'" || character == "-"
    }

    /// The action a key triggers now, or nil (a printable character then edits the search); `typingSearch`
    /// says whether a search is being typed, which keeps the `outsideSearch` letters, and the letters a config
    /// binds, search text; in the inspector, its own bindings come first.
    public func action(
        for key: Key, errorShown: Bool, typingSearch: Bool = true, inInspector: Bool = false, history: Bool = false
    ) -> Action? {
        if inInspector, let binding = bindings.first(where: { $0.condition == .inInspector && $0.keys.contains(key) }) {
            return binding.action
        }
        if history, typingSearch, !inInspector,
           let binding = bindings.first(where: { $0.condition == .inSearchWithHistory && $0.keys.contains(key) }) {
            return binding.action
        }
        return bindings.first { binding in
            guard binding.keys.contains(key) else { return false }
            switch binding.condition {
            case .always: return !typingSearch || !Self.isSearchText(key)
            case .onError: return errorShown
            case .outsideSearch: return !typingSearch
            case .inInspector, .inSearchWithHistory: return false
            }
        }?.action
    }
}
