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
    /// The countries' shapes for the zoomed map arrived; `.none` when their resource is missing or malformed.
    case countryShapesLoaded(CountryShapes)
}

/// An effect the runtime performs for the reducer.
public enum Command: Sendable, Hashable {
    /// Fetch data and keep it up to date; `refresh` asks the network now, whatever the cache holds.
    case fetch(DataRequest, refresh: Bool)
    /// Stop fetching or refreshing a request that no screen shows any more.
    case abandon(DataRequest)
    /// Load the countries' shapes for the zoomed map (once, when the map is first zoomed), and answer with
    /// `Message.countryShapesLoaded`.
    case loadCountryShapes
}
