/// What a key asks the explorer to do.
public enum Action: Sendable, Hashable {
    /// Select the previous row.
    case moveUp
    /// Select the next row.
    case moveDown
    /// Move up one page.
    case pageUp
    /// Move down one page.
    case pageDown
    /// Select the first row; in a search being edited, move its caret to its start (Home, Ctrl-A).
    case home
    /// Select the last row; in a search being edited, move its caret to its end (End, Ctrl-E).
    case end
    /// Open the selected row.
    case open
    /// Go back to the previous screen.
    case back
    /// Clear the search, else the continent filter, else go back; at a tab's root with nothing to clear, quit.
    case escape
    /// Delete the query's last character; on an empty query go back.
    case deleteBackward
    /// Show the next tab.
    case nextTab
    /// Show the previous tab.
    case previousTab
    /// Show a given tab.
    case showTab(Tab)
    /// Show the keys.
    case help
    /// Focus the search field: everything printable, digits too, is search text until Enter or Esc.
    case search
    /// Delete the search before its caret: all of it when the caret is at the end (Ctrl-U).
    case deleteToStart
    /// Delete the word before the search's caret (Ctrl-W).
    case deleteWord
    /// Delete the search's character after the caret (Delete, Ctrl-D).
    case deleteForward
    /// Delete the search after its caret (Ctrl-K).
    case deleteToEnd
    /// Delete the letters and digits before the search's caret, up to punctuation (Alt-Backspace).
    case deleteWordPart
    /// Move the search's caret to the start of the word before it (Alt-b).
    case caretWordBackward
    /// Move the search's caret to the end of the word after it (Alt-f).
    case caretWordForward
    /// Fetch the screen's data again from the network.
    case refresh
    /// Fetch what failed again.
    case retry
    /// Cycle the Countries tab through the continents.
    case cycleContinent
    /// Cycle the Countries tab through the continents backwards.
    case cycleContinentBackward
    /// Cycle the lists' order: name, code, continent, capital.
    case cycleSort
    /// Mark the country in front for a comparison, or unmark it.
    case mark
    /// Copy the country's facts as Markdown (OSC 52).
    case copyMarkdown
    /// Copy the country as the JSON the API returned (OSC 52).
    case copyJSON
    /// Open the country's OpenStreetMap page (`xdg-open`), or show its address.
    case openMap
    /// Open the inspector on the data on screen, or close it (F4).
    case inspect
    /// In the inspector: its next section.
    case nextSection
    /// In the inspector: its previous section.
    case previousSection
    /// In the inspector: copy the operation as a `curl` command to the terminal's clipboard (OSC 52).
    case copyAsCurl
    /// In the inspector's cache browser: evict the record, after a confirmation.
    case evictRecord
    /// Switch a country's map between the world and the country zoomed.
    case zoomMap
    /// In a search being typed: the search remembered before the one shown (Ctrl-P, with history on).
    case historyPrevious
    /// In a search being typed: the search remembered after the one shown, then the one typed (Ctrl-N).
    case historyNext
    /// Leave with exit status 0.
    case quit
}
