import BoundedStorage
import GraphQL

/// Numbers for the way fields are written, so that fields written alike, which merge or conflict alike, are
/// compared once: graphql-js caches the fields of a selection set by its identity, but a document that repeats one
/// selection hundreds of times has hundreds of identities and one shape.
///
/// A field's shape is its parent type, its name, its arguments and the shape of its selection set. A selection
/// set's shape is its selections in order: fields with their aliases, fragment spreads by name, inline fragments
/// with their type conditions. Directives are left out, as the rule leaves them out. Shapes are compared as lists
/// of numbers, never as joined text, so that no argument's text can make two shapes look alike.
struct SelectionShapes {
    private var words: [ExactText: Int] = [:]
    private var shapes: [[Int]: Int] = [:]
    private var setShapes: [ObjectIdentifier: Int] = [:]

    /// The shape of `field`, selected on the type named `parentType`, whose arguments have `argumentsKey`.
    mutating func shape(of field: Field, on parentType: String?, argumentsKey: ExactText) -> Int {
        var parts = [0, -1, number(for: field.name.value), number(for: argumentsKey), shape(of: field.selectionSet)]
        if let parentType { parts[1] = number(for: parentType) }
        return number(for: parts)
    }

    private mutating func shape(of selectionSet: SelectionSet?) -> Int {
        guard let selectionSet else { return -1 }
        if let known = setShapes[ObjectIdentifier(selectionSet)] { return known }
        var parts = [1]
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                let alias = number(for: field.alias?.value ?? "")
                let name = number(for: field.name.value)
                let arguments = number(for: ArgumentsKey.of(field.arguments))
                parts += [2, alias, name, arguments, shape(of: field.selectionSet)]
            case let spread as FragmentSpread:
                parts += [3, number(for: spread.name.value)]
            case let inline as InlineFragment:
                let condition = number(for: inline.typeCondition?.name.value ?? "")
                parts += [4, condition, shape(of: inline.selectionSet)]
            default:
                continue
            }
        }
        let shape = number(for: parts)
        setShapes[ObjectIdentifier(selectionSet)] = shape
        return shape
    }

    private mutating func number(for word: String) -> Int {
        number(for: ExactText(word))
    }

    private mutating func number(for word: ExactText) -> Int {
        if let known = words[word] { return known }
        words[word] = words.count
        return words.count - 1
    }

    private mutating func number(for parts: [Int]) -> Int {
        if let known = shapes[parts] { return known }
        shapes[parts] = shapes.count
        return shapes.count - 1
    }
}
