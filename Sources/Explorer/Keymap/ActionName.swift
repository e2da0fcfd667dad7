/// The names a config file binds keys to (`keys: {quit: [q, ctrl-c]}`): each action's case name, and
/// `showCountries`, `showContinents` and `showLanguages` for the tabs.
extension Action {
    /// The action's name in a config file.
    public var name: String {
        guard case .showTab(let tab) = self else { return String(describing: self) }
        return "show" + tab.title
    }
}
