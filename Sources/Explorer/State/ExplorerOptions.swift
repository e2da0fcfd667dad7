/// How the explorer presents itself, from the command line and the environment.
public struct ExplorerOptions: Sendable, Hashable {
    /// Draw ASCII only: country codes instead of flag emoji, `+-|` borders, `...` and `>` (see `ASCIIOutput`).
    public var ascii: Bool
    /// Use colours (false under `NO_COLOR`, `--no-color` or a monochrome terminal; reverse video still marks the
    /// selection).
    public var color: Bool
    /// Accept mouse clicks and the wheel.
    public var mouse: Bool
    /// The colours drawn with, when `color` is on (`mono` draws as `color` off does).
    public var theme: ThemeName
    /// The colours a theme of the config's file gives roles over its base theme's (`theme`, dark or light).
    public var roleColors: [ThemeRole: RoleColors]
    /// The keys in force: the default ones, with the config's `keys:` over them.
    public var keymap: Keymap

    /// Whether anything is drawn in colour: not without colour, nor in the mono theme, where the terminal's colours
    /// are never even started.
    public var drawsColor: Bool {
        color && theme != .mono
    }

    /// Creates options.
    public init(ascii: Bool = false, color: Bool = true, mouse: Bool = false, theme: ThemeName = .dark,
                roleColors: [ThemeRole: RoleColors] = [:], keymap: Keymap = .standard) {
        self.ascii = ascii
        self.color = color
        self.mouse = mouse
        self.theme = theme
        self.roleColors = roleColors
        self.keymap = keymap
    }
}
