import JSONCore

// The bundled dataset read from its JSON by JSONCore's readers; a record that does not match is named
// (`countries[12].names.ja: expected String, found null`).

extension CountriesDataset.Document {
    /// `{"continents", "languages", "countries"}` (the file's `metadata` is for people).
    init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            continents: [ContinentRecord](member: "continents", of: members),
            languages: [LanguageRecord](member: "languages", of: members),
            countries: [CountryRecord](member: "countries", of: members)
        )
    }
}

extension ContinentRecord: JSONValueReadable {
    /// `{"code", "name"}`.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(code: String(member: "code", of: members), name: String(member: "name", of: members))
    }
}

extension LanguageRecord: JSONValueReadable {
    /// `{"code", "name", "native", "rtl"}`.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            code: String(member: "code", of: members), name: String(member: "name", of: members),
            native: String(member: "native", of: members), rtl: Bool(member: "rtl", of: members)
        )
    }
}

extension StateRecord: JSONValueReadable {
    /// `{"code", "name"}`, the code null where there is none.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(code: String?(member: "code", of: members), name: String(member: "name", of: members))
    }
}

extension SubdivisionRecord: JSONValueReadable {
    /// `{"code", "name", "emoji"}`, the emoji null where there is none.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            code: String(member: "code", of: members), name: String(member: "name", of: members),
            emoji: String?(member: "emoji", of: members)
        )
    }
}

extension CountryRecord: JSONValueReadable {
    /// Every field of a country, as `scripts/build-dataset` writes it.
    public init(jsonValue: JSONValue?) throws(JSONReadError) {
        let members = try Self.members(of: jsonValue)
        try self.init(
            code: String(member: "code", of: members),
            name: String(member: "name", of: members),
            native: String(member: "native", of: members),
            capital: String?(member: "capital", of: members),
            currency: String?(member: "currency", of: members),
            phone: String(member: "phone", of: members),
            continent: String(member: "continent", of: members),
            languages: [String](member: "languages", of: members),
            emoji: String(member: "emoji", of: members),
            emojiU: String(member: "emojiU", of: members),
            awsRegion: String(member: "awsRegion", of: members),
            names: [String: String](member: "names", of: members),
            states: [StateRecord](member: "states", of: members),
            subdivisions: [SubdivisionRecord](member: "subdivisions", of: members)
        )
    }
}
