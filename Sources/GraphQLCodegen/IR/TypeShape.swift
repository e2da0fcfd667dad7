/// A GraphQL type reference in Swift terms: a named Swift type wrapped in lists and non-null markers.
indirect enum TypeShape: Hashable, Sendable {
    /// A Swift type name: a scalar such as `String`, an input object, or a nested selection type.
    case named(String)
    /// A GraphQL list.
    case list(TypeShape)
    /// A GraphQL non-null wrapper.
    case nonNull(TypeShape)

    /// Whether GraphQL allows `null` here.
    var isNullable: Bool {
        if case .nonNull = self { return false }
        return true
    }

    /// The same shape with any outer non-null wrapper removed.
    var nullable: TypeShape {
        if case .nonNull(let inner) = self { return inner }
        return self
    }

    /// The Swift type of an output field: nullable becomes `T?`, lists become arrays.
    var outputType: String {
        isNullable ? unwrappedOutputType + "?" : unwrappedOutputType
    }

    /// The output type without its outer optional, as used with `decodeIfPresent`.
    var unwrappedOutputType: String {
        switch self {
        case .named(let name): name
        case .list(let element): "[\(element.outputType)]"
        case .nonNull(let inner): inner.unwrappedOutputType
        }
    }

    /// The Swift type of an input field or variable: a nullable value is `GraphQLNullable<T>` so that
    /// "absent" and `null` stay distinct; nullable list elements are plain optionals.
    var inputType: String {
        isNullable ? "GraphQLNullable<\(unwrappedOutputType)>" : unwrappedOutputType
    }
}
