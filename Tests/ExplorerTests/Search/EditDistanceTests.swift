@testable import Explorer
import Testing

struct EditDistanceTests {
    /// The bound from the scalars' masks, which skips the matrix for most fields on every keystroke, rejects only
    /// texts beyond the limit: with it, every distance is the matrix's own, for every text one or two edits (of
    /// each kind) from a name. A mask equal to the text's turns the bound off, as no scalar class is then on one
    /// side only.
    @Test func theMaskBoundRejectsOnlyTextsBeyondTheLimit() {
        let letters: [Character] = ["a", "e", "z", "é"]
        func edits(of word: [Character]) -> [[Character]] {
            var edited: [[Character]] = []
            for place in word.indices {
                for letter in letters {
                    var substituted = word
                    substituted[place] = letter
                    var inserted = word
                    inserted.insert(letter, at: place)
                    edited += [substituted, inserted]
                }
                var removed = word
                removed.remove(at: place)
                edited.append(removed)
                if place + 1 < word.count {
                    var swapped = word
                    swapped.swapAt(place, place + 1)
                    edited.append(swapped)
                }
            }
            return edited
        }
        var withinLimit = 0
        for name in ["peru", "chad", "brazil", "côte"] {
            let matcher = FuzzyMatcher(query: name)
            for once in edits(of: Array(name)) {
                for text in [once] + edits(of: once) {
                    let prepared = PreparedText(String(text))
                    for limit in 1...2 {
                        let bounded = EditDistance.distance(matcher.query, queryMask: matcher.mask, prepared, limit: limit)
                        let matrix = EditDistance.distance(matcher.query, queryMask: prepared.mask, prepared, limit: limit)
                        #expect(bounded == matrix, "\(name) against \(String(text)) within \(limit)")
                        if matrix != nil { withinLimit += 1 }
                    }
                }
            }
        }
        #expect(withinLimit > 1_000, "enough texts within the limit to tell a bound that rejects some")
    }

    @Test func distancesOfEachKindOfEdit() {
        func distance(_ query: String, _ text: String) -> Int? {
            let matcher = FuzzyMatcher(query: query)
            return EditDistance.distance(matcher.query, queryMask: matcher.mask, PreparedText(text), limit: 2)
        }
        #expect(distance("switzerland", "swizterland") == 1, "a transposition")
        #expect(distance("brazil", "brazill") == 1, "an insertion")
        #expect(distance("philippines", "phillipines") == 2)
        #expect(distance("peru", "pern") == 1, "a substitution by a letter the query lacks")
        #expect(distance("chad", "chadxyz") == nil, "three letters more")
    }
}
