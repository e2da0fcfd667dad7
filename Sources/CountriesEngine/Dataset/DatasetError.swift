/// Why the bundled dataset could not be loaded.
public enum DatasetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A resource file is not in the module's bundle.
    case missingResource(String)
    /// The JSON does not have the dataset's shape.
    case malformed(String)
    /// Two records share a code.
    case duplicateCode(String)
    /// A record names a continent or language that does not exist.
    case danglingReference(String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .missingResource(let name): "bundled data is missing: \(name)"
        case .malformed(let detail): "bundled data is malformed: \(detail)"
        case .duplicateCode(let what): "bundled data has a duplicate \(what)"
        case .danglingReference(let what): "bundled data is inconsistent: \(what)"
        }
    }
}
