import TerminalUI

/// Everything that can happen to the explorer.
public enum Message: Sendable {
    /// A key, a resize or a mouse event.
    case key(Key)
    /// A request finished.
    case loaded(DataRequest, Loadable)
    /// Time passed while something loads (animates the spinner).
    case tick
}

/// An effect the runtime performs for the reducer.
public enum Command: Sendable, Hashable {
    /// Fetch data; `refresh` skips any cache and asks the network.
    case fetch(DataRequest, refresh: Bool)
    /// Leave the program with exit status 0.
    case quit
}
