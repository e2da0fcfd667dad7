import ArgumentParser

/// A size as a person types it on the command line: `65536`, `512K`, `8M`, `1G` (binary multiples), parsed once.
struct ByteSize: ExpressibleByArgument, Sendable, Equatable {
    /// The number of bytes: positive, and fits in an `Int`.
    let bytes: Int
    /// How it was written, for `--help`'s default.
    private let text: String

    /// Nil when `argument` is not a positive size that fits in an `Int`.
    init?(argument: String) {
        let shifts: [Character: Int] = ["K": 10, "M": 20, "G": 30]
        var digits = Substring(argument.uppercased())
        var shift = 0
        if let last = digits.last, let multiple = shifts[last] {
            shift = multiple
            digits = digits.dropLast()
        }
        guard let count = Int(digits), count > 0, count <= Int.max >> shift else { return nil }
        bytes = count << shift
        text = argument
    }

    /// A size written in the code, shown with the largest suffix that divides it (`4M`).
    init(bytes: Int) {
        self.bytes = bytes
        let suffix = [(30, "G"), (20, "M"), (10, "K")].first { bytes > 0 && bytes % (1 << $0.0) == 0 }
        text = suffix.map { "\(bytes >> $0.0)\($0.1)" } ?? String(bytes)
    }

    var defaultValueDescription: String { text }
}
