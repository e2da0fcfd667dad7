import TerminalUI

/// Why a config's `keys:` cannot be used: the explorer then refuses to start, as it does with any bad config.
public enum KeymapProblem: Error, Equatable, Sendable {
    /// No action has this name.
    case unknownAction(String)
    /// The action is bound to no key.
    case noKeys(action: String)
    /// A name no key has.
    case unknownKey(action: String, name: String)
    /// One key bound to two actions that apply in the same context.
    case clash(key: String, first: String, second: String)

    /// The action whose binding is wrong: the config key it is said under is `keys.` and this.
    public var action: String {
        switch self {
        case .unknownAction(let name): name
        case .noKeys(let action), .unknownKey(let action, _): action
        case .clash(_, _, let second): second
        }
    }

    /// What is wrong, in a few words.
    public var message: String {
        switch self {
        case .unknownAction: "unknown action (see `country-explorer config keys` for every action)"
        case .noKeys: "takes one key or more, such as [q, ctrl-c]"
        case .unknownKey(_, let name): "unknown key name '\(name)' (a character, or such as enter, esc, f5, ctrl-c, alt-b, shift-tab)"
        case .clash(let key, let first, let second): "\(key) is bound to both \(first) and \(second)"
        }
    }
}

extension Keymap {
    /// The default keymap with each of `remapping`'s actions bound to its keys instead of its default ones, as
    /// lazygit's `keybinding:` does; a key left bound to two actions of one context (the inspector's, a typed
    /// search with history, or the rest) is refused.
    public init(remapping: [(action: String, keys: [String])]) throws(KeymapProblem) {
        var bindings = Keymap.standard.bindings
        for (action, names) in remapping {
            guard let index = bindings.firstIndex(where: { $0.action.name == action }) else { throw .unknownAction(action) }
            guard !names.isEmpty else { throw .noKeys(action: action) }
            var keys: [Key] = []
            for name in names {
                guard let key = Key(name: name) else { throw .unknownKey(action: action, name: name) }
                if !keys.contains(key) { keys.append(key) }
            }
            bindings[index].keys = keys
        }
        try Self.checkClashes(bindings, remapped: Set(remapping.map(\.action)))
        self.init(bindings: bindings)
    }

    /// Throws for the first key bound to two actions of one context, naming a remapped action last.
    private static func checkClashes(_ bindings: [KeyBinding], remapped: Set<String>) throws(KeymapProblem) {
        var owners: [Context: [Key: Action]] = [:]
        // The remapped bindings go last, so that the problem is said under the config key that made it.
        let ordered = bindings.filter { !remapped.contains($0.action.name) } + bindings.filter { remapped.contains($0.action.name) }
        for binding in ordered {
            let context = Context(binding.condition)
            for key in binding.keys {
                if let owner = owners[context]?[key] {
                    throw .clash(key: key.name ?? key.label, first: owner.name, second: binding.action.name)
                }
                owners[context, default: [:]][key] = binding.action
            }
        }
    }

    /// Where a binding applies, for telling clashes: the inspector's bindings and the history's come before the
    /// others of their keys, so that only two of one context clash.
    private enum Context: Hashable {
        case inspector, history, everywhere

        init(_ condition: KeyBinding.Condition) {
            switch condition {
            case .inInspector: self = .inspector
            case .inSearchWithHistory: self = .history
            case .always, .onError, .outsideSearch: self = .everywhere
            }
        }
    }
}
