import ArgumentParser
import HTTPTypes

/// An extra HTTP header from the command line, `Name: value`, parsed once: the name an RFC 9110 token, the value
/// a valid field value (no line breaks or other controls), both trimmed of spaces and tabs.
struct HeaderField: ExpressibleByArgument, Sendable, Equatable {
    /// The field (`Authorization: Bearer TOKEN`).
    let field: HTTPField

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let name = HTTPField.Name(argument[..<colon].trimmingSpaces) else { return nil }
        let value = argument[argument.index(after: colon)...].trimmingSpaces
        guard HTTPField.isValidValue(value) else { return nil }
        field = HTTPField(name: name, value: value)
    }
}

private extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
