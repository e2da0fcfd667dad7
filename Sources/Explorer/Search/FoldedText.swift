import Foundation

/// A string prepared for matching: case- and diacritic-folded scalars, each mapped back to the grapheme
/// of the original string it came from, with the word-boundary flags the scorer needs.
struct FoldedText: Sendable {
    /// The folded Unicode scalars (`Côte` → `cote`).
    let scalars: [UInt32]
    /// For each folded scalar, the index of the original grapheme it came from.
    let graphemeIndex: [Int]
    /// For each folded scalar, whether it starts a word (string start, after a separator, or a camel hump).
    let startsWord: [Bool]
    /// For each folded scalar, whether it is a separator the query may skip for free.
    let isSeparator: [Bool]

    /// Folds `text`.
    init(_ text: String) {
        var scalars: [UInt32] = []
        var graphemeIndex: [Int] = []
        var startsWord: [Bool] = []
        var isSeparator: [Bool] = []
        scalars.reserveCapacity(text.utf8.count)
        var previousWasSeparator = true
        var previousWasLower = false
        for (index, grapheme) in text.enumerated() {
            let separator = Self.isSeparator(grapheme)
            let isUpper = grapheme.isUppercase
            let wordStart = !separator && (previousWasSeparator || (isUpper && previousWasLower))
            for (offset, scalar) in Self.fold(grapheme).enumerated() {
                scalars.append(scalar)
                graphemeIndex.append(index)
                startsWord.append(wordStart && offset == 0)
                isSeparator.append(separator)
            }
            previousWasSeparator = separator
            previousWasLower = grapheme.isLowercase
        }
        self.scalars = scalars
        self.graphemeIndex = graphemeIndex
        self.startsWord = startsWord
        self.isSeparator = isSeparator
    }

    /// The folded scalars of a query, separators dropped (so `cote d'ivoire` and `cotedivoire` are one query).
    static func query(_ text: String) -> [UInt32] {
        text.flatMap { grapheme in isSeparator(grapheme) ? [] : fold(grapheme) }
    }

    /// Separators between words: spaces, hyphens, apostrophes, brackets, punctuation.
    static func isSeparator(_ grapheme: Character) -> Bool {
        grapheme.isWhitespace || "-'’‘(),./&".contains(grapheme)
    }

    /// A grapheme folded for matching: lower case, diacritics removed, a few letters spelled out.
    private static func fold(_ grapheme: Character) -> [UInt32] {
        if grapheme.isASCII, let ascii = grapheme.asciiValue {
            return [UInt32((ascii >= 65 && ascii <= 90) ? ascii + 32 : ascii)]
        }
        if let special = specialFolds[grapheme] { return special.unicodeScalars.map(\.value) }
        let folded = String(grapheme).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.unicodeScalars.map(\.value)
    }

    /// Letters that diacritic folding leaves alone but people type without their stroke.
    private static let specialFolds: [Character: String] = [
        "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ħ": "h", "ı": "i", "ß": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
    ]
}
