import TerminalUI

extension Keymap {
    /// How the screen names the key of `action` in a notice or a hint: its first key in force, as the help names it
    /// (`Key.label`: "Ctrl-R", "F5", "Space"), so that a key the config took away is never named.
    public func keyName(for action: Action) -> String {
        keys(for: action).first?.label ?? action.name
    }
}
