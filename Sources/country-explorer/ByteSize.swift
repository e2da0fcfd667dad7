/// Sizes as a person types them on the command line: `65536`, `512K`, `8M`, `1G` (binary multiples).
enum ByteSize {
    /// The number of bytes `text` names, or nil when it is not a positive size that fits in an `Int`.
    static func parse(_ text: String) -> Int? {
        let shifts: [Character: Int] = ["K": 10, "M": 20, "G": 30]
        var digits = Substring(text.uppercased())
        var shift = 0
        if let last = digits.last, let multiple = shifts[last] {
            shift = multiple
            digits = digits.dropLast()
        }
        guard let count = Int(digits), count > 0, count <= Int.max >> shift else { return nil }
        return count << shift
    }
}
