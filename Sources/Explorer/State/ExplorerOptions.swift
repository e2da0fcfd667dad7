/// How the explorer presents itself, from the command line and the environment.
public struct ExplorerOptions: Sendable, Hashable {
    /// Show country codes instead of flag emoji.
    public var ascii: Bool
    /// Use colours (false under `NO_COLOR` or `--no-color`; reverse video still marks the selection).
    public var color: Bool
    /// Accept mouse clicks and the wheel.
    public var mouse: Bool

    /// Creates options.
    public init(ascii: Bool = false, color: Bool = true, mouse: Bool = false) {
        self.ascii = ascii
        self.color = color
        self.mouse = mouse
    }
}
