/// Writes `public init(...)` assigning each parameter to the stored property of the same name.
enum MemberwiseInitEmitter {
    /// One stored property the initializer sets.
    struct Parameter {
        /// The property name (unescaped), also the argument label.
        let name: String
        /// The Swift type.
        let type: String
        /// A default value expression such as `.none`, if any.
        var defaultValue: String?
    }

    /// Writes the documented initializer for `parameters`.
    static func emit(_ parameters: [Parameter], documentation: String, into writer: inout SwiftWriter) {
        let names = Set(parameters.map(\.name))
        let declarations = parameters.map { parameter in
            let label = SwiftNames.escaped(parameter.name)
            let local = localName(parameter.name, avoiding: names)
            let head = local == parameter.name ? label : "\(label) \(local)"
            return "\(head): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
        }
        writer.doc(documentation)
        writer.signature("public init", parameters: declarations, suffix: " {")
        writer.indented { writer in
            for parameter in parameters {
                let local = localName(parameter.name, avoiding: names)
                let value = local == parameter.name ? SwiftNames.escaped(parameter.name) : local
                writer.line("self.\(SwiftNames.escaped(parameter.name)) = \(value)")
            }
        }
        writer.line("}")
    }

    /// The parameter's name inside the initializer: its own name, except that `self` cannot be used.
    private static func localName(_ name: String, avoiding names: Set<String>) -> String {
        guard name == "self" else { return name }
        var local = "self_"
        while names.contains(local) { local += "_" }
        return local
    }
}
