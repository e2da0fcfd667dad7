import ArgumentParser

/// An extra HTTP header from the command line, `Name: value`, parsed once: the name an RFC 9110 token, the value
/// without line breaks or other controls (a tab aside), both trimmed.
struct HeaderField: ExpressibleByArgument, Sendable, Equatable {
    /// The field name (`Authorization`).
    let name: String
    /// The field value (`Bearer TOKEN`).
    let value: String

    init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":") else { return nil }
        let name = argument[..<colon].trimmingSpaces
        let value = argument[argument.index(after: colon)...].trimmingSpaces
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(Self.isTokenCharacter),
              !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F })
        else { return nil }
        self.name = name
        self.value = value
    }

    /// RFC 9110's `tchar`: a letter, a digit, or one of ``!#$%&'*+-.^_`|~``.
    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }
}

private extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
