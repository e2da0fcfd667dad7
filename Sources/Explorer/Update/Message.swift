import TerminalUI

/// Everything that can happen to the explorer.
public enum Message: Sendable {
    /// A key, a resize or a mouse event.
    case key(Key)
    /// A request's data arrived (again, when a refresh or a cache change updated it), or it failed.
    case loaded(DataRequest, Loadable)
    /// Something the user should know once, such as why the persistent cache is off.
    case notice(String)
    /// Time passed while something loads (animates the spinner).
    case tick
    /// A frame was drawn with its tabs, list and help there, as the view measured them.
    case drawn(HitRegions)
    /// The countries' kept facts were read (after the first frame, on `Command.loadFacts`).
    case factsLoaded(CountryFactsTable)
    /// The text a `Command.copyResponse` asked for, to copy; nil when there was no answer to copy.
    case responseToCopy(String?, what: String)
    /// What the inspector asked for arrived.
    case inspector(InspectorArrival)
    /// The countries' shapes for the zoomed map arrived; `.none` when their resource is missing or malformed.
    case countryShapesLoaded(CountryShapes)
}

/// An effect the runtime performs for the reducer.
public enum Command: Sendable, Hashable {
    /// Fetch data and keep it up to date; `refresh` asks the network now, whatever the cache holds.
    case fetch(DataRequest, refresh: Bool)
    /// Stop fetching or refreshing a request that no screen shows any more.
    case abandon(DataRequest)
    /// Read the countries' kept facts and answer with `Message.factsLoaded`.
    case loadFacts
    /// Put `text` on the clipboard through the terminal (OSC 52); `what` names it on the status bar
    /// (`Germany's facts as Markdown`).
    case copy(text: String, what: String)
    /// Copy a country's detail as the JSON the API returned for it; `what` names it on the status bar.
    case copyResponse(DataRequest, what: String)
    /// Open a web page (a country's OpenStreetMap page) where there is a display, else show its address;
    /// `what` names it on the status bar.
    case openPage(url: String, what: String)
    /// Bring the inspector an answer, the request log or the cache's records, or evict a record.
    case inspector(InspectorRequest)
    /// Keep the remembered searches, oldest first (a search was left with Enter, or a row opened from one).
    case saveSearchHistory([String])
    /// Load the countries' shapes for the zoomed map (once, when the map is first zoomed), and answer with
    /// `Message.countryShapesLoaded`.
    case loadCountryShapes
}
