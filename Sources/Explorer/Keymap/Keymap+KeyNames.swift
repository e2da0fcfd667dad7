import TerminalUI

extension Keymap {
    /// How the screen names the key of `action` in a notice or a hint: its first key in force, as the help names it
    /// (`Key.label`: "Ctrl-R", "F5", "Space"), so that a key the config took away is never named.
    public func keyName(for action: Action) -> String {
        keys(for: action).first?.label ?? action.name
    }

    /// How the status bar's hints name it, where columns are few: as `keyName(for:)`, but Ctrl with a letter as
    /// `^R`; nil when the action has no key.
    func shortKeyName(for action: Action) -> String? {
        keys(for: action).first.map { key in
            if case .control(let letter) = key { return "^\(letter.uppercased())" }
            return key.label
        }
    }
}
