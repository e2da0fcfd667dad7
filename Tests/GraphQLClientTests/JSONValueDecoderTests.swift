import Foundation
import GraphQLClient
import Testing

/// A language, nested in arrays of `Place`.
private struct Language: Codable, Equatable {
    let code: String
    let name: String?
    let rtl: Bool
}

/// A continent, nested in `Place`.
private struct Continent: Codable, Equatable {
    let code: String
    let name: String
}

/// A struct with optionals, arrays, dictionaries, nested structs and every scalar type.
private struct Place: Codable, Equatable {
    let code: String
    let name: String
    let capital: String?
    let currency: String?
    let population: Int
    let area: Double?
    let rating: Float
    let small: Int8
    let medium: Int16
    let wide: Int32
    let long: Int64
    let unsigned: UInt
    let byte: UInt8
    let short: UInt16
    let word: UInt32
    let big: UInt64
    let member: Bool
    let continent: Continent
    let languages: [Language]
    let borders: [String]?
    let codes: [String: Int]
    let grid: [[Int?]]
    let extra: JSONValue?
}

/// The basic fields of a row, decoded as a fragment from its selection's own object.
private struct BasicInfo: Codable, Equatable {
    let code: String
    let name: String
}

/// The continent fields, decoded as a second fragment from the same object.
private struct ContinentInfo: Codable, Equatable {
    let continent: Continent
}

/// The generated fragment pattern: `Fragments` decodes several types from one decoder.
private struct Row: Decodable, Equatable {
    /// The spread fragments.
    struct Fragments: Decodable, Equatable {
        let basicInfo: BasicInfo
        let continentInfo: ContinentInfo

        /// Decodes every fragment from the selection's own object.
        init(from decoder: any Decoder) throws {
            basicInfo = try BasicInfo(from: decoder)
            continentInfo = try ContinentInfo(from: decoder)
        }
    }

    let fragments: Fragments

    /// Decodes the fragments from the same decoder.
    init(from decoder: any Decoder) throws {
        fragments = try Fragments(from: decoder)
    }
}

/// Records the coding paths a decoder reports while decoding through every kind of container.
private struct PathProbe: Decodable, Equatable {
    let paths: [String]

    /// The probe's own members.
    enum CodingKeys: String, CodingKey { case list, object, single }
    /// The members of the nested objects.
    enum InnerKeys: String, CodingKey { case leaf }

    /// Walks nested, unkeyed, super and single-value containers, noting each path.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var paths = [render(decoder.codingPath), render(container.codingPath)]
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        paths.append(render(list.codingPath))
        let first = try list.nestedContainer(keyedBy: InnerKeys.self)
        paths.append(render(first.codingPath) + "=" + (try first.decode(String.self, forKey: .leaf)))
        var inner = try list.nestedUnkeyedContainer()
        paths.append(render(inner.codingPath) + "=\(try inner.decode(Int.self))+\(try inner.decodeNil())")
        let element = try list.superDecoder()
        paths.append(render(element.codingPath) + "=" + (try element.singleValueContainer().decode(String.self)))
        paths.append("end=\(list.isAtEnd),count=\(list.count ?? -1),index=\(list.currentIndex)")
        let object = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .object)
        paths.append(render(object.codingPath) + "=\(object.allKeys.map(\.stringValue))")
        let superDecoder = try container.superDecoder()
        paths.append(render(superDecoder.codingPath) + "=\(try superDecoder.singleValueContainer().decodeNil())")
        let single = try container.superDecoder(forKey: .single).singleValueContainer()
        paths.append(render(single.codingPath) + "=\(try single.decode(Double.self))")
        self.paths = paths
    }
}

/// A coding path as text: keys joined by dots, array positions as `JSONDecoder` names them ("Index 2").
private func render(_ path: [any CodingKey]) -> String {
    path.map(\.stringValue).joined(separator: ".")
}

/// What an error is, where, and what it says: equal for equivalent errors from either decoder.
private func summary(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    switch error {
    case .keyNotFound(let key, let context):
        return "keyNotFound(\(key.stringValue)) at \(render(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(let type, let context):
        return "valueNotFound(\(type)) at \(render(context.codingPath)): \(context.debugDescription)"
    case .typeMismatch(let type, let context):
        return "typeMismatch(\(type)) at \(render(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context):
        return "dataCorrupted at \(render(context.codingPath))"
    @unknown default:
        return "\(error)"
    }
}

/// An error summary, as a `Result` failure.
private struct Summary: Error, Equatable {
    let text: String
}

/// Decodes `text` with both decoders, returning each one's value or error summary.
private func decodeBoth<T: Decodable>(_ type: T.Type, _ text: String) throws -> (ours: Result<T, Summary>, foundation: Result<T, Summary>) {
    let value = try JSONValue(parsing: Data(text.utf8))
    let ours = Result { try JSONValueDecoder().decode(type, from: value) }.mapError { Summary(text: summary(of: $0)) }
    let foundation = Result { try JSONDecoder().decode(type, from: Data(text.utf8)) }.mapError { Summary(text: summary(of: $0)) }
    return (ours, foundation)
}

/// A complete `Place`, as JSON text.
private let placeText = """
    {"code":"CI","name":"Côte d'Ivoire","capital":"Yamoussoukro","currency":null,"population":29389150,
     "area":322463.5,"rating":4.25,"small":-128,"medium":-32768,"wide":2147483647,"long":-9007199254740991,
     "unsigned":42,"byte":255,"short":65535,"word":4294967295,"big":9007199254740992,"member":true,
     "continent":{"code":"AF","name":"Africa"},
     "languages":[{"code":"fr","name":"French","rtl":false},{"code":"ar","name":null,"rtl":true}],
     "codes":{"iso":384,"phone":225},"grid":[[1,null],[],[3]],"extra":{"flag":"🇨🇮","list":[1,"a",null]}}
    """

/// `JSONValueDecoder` decodes what `JSONDecoder` decodes and fails the way it fails.
@Suite("JSON value decoder")
struct JSONValueDecoderTests {
    @Test func decodesNestedStructsLikeJSONDecoder() throws {
        let (ours, foundation) = try decodeBoth(Place.self, placeText)
        let place = try ours.get()
        #expect(place == (try foundation.get()))
        #expect(place.languages.map(\.name) == ["French", nil])
        #expect(place.borders == nil && place.currency == nil)
        #expect(place.grid == [[1, nil], [], [3]])
        #expect(place.extra?["flag"] == "🇨🇮")
    }

    @Test func decodesFragmentsFromTheSameDecoder() throws {
        let text = #"{"code":"JP","name":"Japan","continent":{"code":"AS","name":"Asia"}}"#
        let (ours, foundation) = try decodeBoth(Row.self, text)
        let row = try ours.get()
        #expect(row == (try foundation.get()))
        #expect(row.fragments.basicInfo == BasicInfo(code: "JP", name: "Japan"))
        #expect(row.fragments.continentInfo.continent.name == "Asia")
    }

    @Test func reportsTheSameCodingPathsAsJSONDecoder() throws {
        let text = #"{"list":[{"leaf":"x"},[7,null],"s"],"object":{"leaf":"y"},"single":2.5}"#
        let (ours, foundation) = try decodeBoth([String: PathProbe].self, #"{"probe":\#(text)}"#)
        let probe = try ours.get()["probe"]
        #expect(probe == (try foundation.get())["probe"])
        #expect(probe?.paths.first == "probe")
        #expect(probe?.paths.contains("probe.list.Index 1=7+true") == true)
    }

    @Test func decodesJSONValuesAsTheyAre() throws {
        let value: JSONValue = ["a": [1, "b", nil, ["c": true]]]
        #expect(try JSONValueDecoder().decode(JSONValue.self, from: value) == value)
        #expect(try JSONValueDecoder().decode([String: JSONValue].self, from: value) == ["a": [1, "b", nil, ["c": true]]])
    }

    @Test(arguments: [
        #"{"name":"x","rtl":true}"#,
        #"{"code":null,"name":"x","rtl":true}"#,
        #"{"code":5,"name":"x","rtl":true}"#,
        #"{"code":"x","name":5,"rtl":true}"#,
        #"{"code":"x","rtl":null}"#,
        #"{"code":"x","rtl":"yes"}"#,
        #"[]"#,
        #"null"#,
    ])
    func throwsJSONDecodersErrorsForScalars(text: String) throws {
        let (ours, foundation) = try decodeBoth(Language.self, text)
        #expect(ours.failureText != nil)
        #expect(ours.failureText == foundation.failureText)
    }

    @Test(arguments: [
        #"{"code":"x","name":"y","population":1}"#,
        placeText.replacingOccurrences(of: #""continent":{"code":"AF","name":"Africa"}"#, with: #""continent":null"#),
        placeText.replacingOccurrences(of: #""continent":{"code":"AF","name":"Africa"}"#, with: #""continent":[]"#),
        placeText.replacingOccurrences(of: #"{"code":"ar","name":null,"rtl":true}"#, with: #"{"code":"ar"}"#),
        placeText.replacingOccurrences(of: #""grid":[[1,null],[],[3]]"#, with: #""grid":[[1,null],{},[3]]"#),
        placeText.replacingOccurrences(of: #""grid":[[1,null],[],[3]]"#, with: #""grid":null"#),
        placeText.replacingOccurrences(of: #""grid":[[1,null],[],[3]]"#, with: #""grid":[[1,"2"]]"#),
        placeText.replacingOccurrences(of: #""codes":{"iso":384,"phone":225}"#, with: #""codes":{"iso":"384"}"#),
        placeText.replacingOccurrences(of: #""rating":4.25"#, with: #""rating":"high""#),
        placeText.replacingOccurrences(of: #""population":29389150"#, with: #""population":null"#),
    ])
    func throwsJSONDecodersErrorsForNestedValues(text: String) throws {
        let (ours, foundation) = try decodeBoth(Place.self, text)
        #expect(ours.failureText != nil)
        #expect(ours.failureText == foundation.failureText)
    }

    @Test func throwsValueNotFoundAtTheEndOfAnArray() throws {
        let (ours, foundation) = try decodeBoth(Triple.self, "[1,2]")
        #expect(ours.failureText == "valueNotFound(Int) at Index 2: Unkeyed container is at end.")
        #expect(ours.failureText == foundation.failureText)
    }

    @Test func refusesNumbersThatDoNotFit() throws {
        let cases = [
            try failures(Holder<Int>.self, #"{"v":1.5}"#), try failures(Holder<Int8>.self, #"{"v":300}"#),
            try failures(Holder<UInt>.self, #"{"v":-1}"#), try failures(Holder<Float>.self, #"{"v":1e300}"#),
        ]
        for (ours, foundation) in cases {
            // JSONDecoder reports these with an empty path; ours keeps the number's path.
            #expect(ours == "dataCorrupted at v")
            #expect(foundation == "dataCorrupted at ")
        }
    }

    @Test(arguments: [
        #"{"list":[{"leaf":"x"}],"object":{},"single":1}"#,
        #"{"list":[{"leaf":"x"},[7,null]],"object":{},"single":1}"#,
        #"{"list":[{"leaf":"x"},[]],"object":{},"single":1}"#,
        #"{"list":[{"leaf":"x"},[7,null],"s"],"object":null,"single":1}"#,
        #"{"list":[{"leaf":"x"},[7,null],"s"],"single":1}"#,
        #"{"list":5,"object":{},"single":1}"#,
        #"{"list":[[]],"object":{},"single":1}"#,
    ])
    func throwsJSONDecodersErrorsFromNestedContainers(text: String) throws {
        let (ours, foundation) = try decodeBoth([String: PathProbe].self, #"{"probe":\#(text)}"#)
        #expect(ours.failureText != nil)
        #expect(ours.failureText == foundation.failureText)
    }

    @Test func acceptsWholeNumbersForIntegers() throws {
        let value: JSONValue = ["v": .number(3.0)]
        #expect(try JSONValueDecoder().decode(Holder<UInt8>.self, from: value).v == 3)
        #expect(try JSONValueDecoder().decode(Holder<Int64>.self, from: ["v": .number(-9e15)]).v == -9_000_000_000_000_000)
        #expect(try JSONValueDecoder().decode(Holder<Float>.self, from: ["v": .number(0.1)]).v == Float(0.1))
    }
}

/// Three integers in an array, decoded one at a time.
private struct Triple: Decodable, Equatable {
    let values: [Int]

    /// Reads exactly three integers.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        values = [try container.decode(Int.self), try container.decode(Int.self), try container.decode(Int.self)]
    }
}

/// One value under the key `v`.
private struct Holder<Value: Decodable & Equatable>: Decodable, Equatable {
    let v: Value
}

/// The error summaries of decoding `text` with each decoder; nil where it decodes.
private func failures<T: Decodable>(_ type: T.Type, _ text: String) throws -> (ours: String?, foundation: String?) {
    let (ours, foundation) = try decodeBoth(type, text)
    return (ours.failureText, foundation.failureText)
}

extension Result where Failure == Summary {
    /// The failure's text, or nil on success.
    fileprivate var failureText: String? {
        if case .failure(let summary) = self { summary.text } else { nil }
    }
}
