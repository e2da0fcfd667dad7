/// Which changed fields a merge reports: a reply of a million fields must not leave a set of a million
/// identifiers behind when nothing watches them.
public enum ChangeInterest: Sendable {
    /// Every field whose value changed.
    case all
    /// Only these fields, of those whose value changed.
    case fields(Set<CacheFieldID>)

    /// Whether a change to `field` is reported.
    public func includes(_ field: CacheFieldID) -> Bool {
        switch self {
        case .all: true
        case .fields(let fields): fields.contains(field)
        }
    }
}
