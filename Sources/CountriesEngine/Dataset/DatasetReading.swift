import JSONCore

// The bundled dataset read from its JSON by JSONCore's `JSONReader`, straight into records: the file is the largest
// thing the explorer reads before its first frame. A record that does not match is named
// (`countries[12].names.ja: expected String, found null`); members no record reads (the file's `metadata`) are skipped.

extension CountriesDataset.Document {
    /// `{"continents", "languages", "countries"}`.
    init(reading reader: inout JSONReader) throws {
        var continents: [ContinentRecord]?
        var languages: [LanguageRecord]?
        var countries: [CountryRecord]?
        try reader.readObject("Document") { key, reader in
            switch key {
            case "continents": continents = try reader.readArray("[ContinentRecord]", ContinentRecord.init)
            case "languages": languages = try reader.readArray("[LanguageRecord]", LanguageRecord.init)
            case "countries": countries = try reader.readArray("[CountryRecord]", CountryRecord.init)
            default: try reader.skipValue()
            }
        }
        try self.init(
            continents: reader.required(continents, "continents", expected: "[ContinentRecord]"),
            languages: reader.required(languages, "languages", expected: "[LanguageRecord]"),
            countries: reader.required(countries, "countries", expected: "[CountryRecord]")
        )
    }
}

extension ContinentRecord {
    /// `{"code", "name"}`.
    init(reading reader: inout JSONReader) throws {
        var code, name: String?
        try reader.readObject("ContinentRecord") { key, reader in
            switch key {
            case "code": code = try reader.readString()
            case "name": name = try reader.readString()
            default: try reader.skipValue()
            }
        }
        try self.init(code: reader.required(code, "code", expected: "String"), name: reader.required(name, "name", expected: "String"))
    }
}

extension LanguageRecord {
    /// `{"code", "name", "native", "rtl"}`.
    init(reading reader: inout JSONReader) throws {
        var code, name, native: String?
        var rtl: Bool?
        try reader.readObject("LanguageRecord") { key, reader in
            switch key {
            case "code": code = try reader.readString()
            case "name": name = try reader.readString()
            case "native": native = try reader.readString()
            case "rtl": rtl = try reader.readBool()
            default: try reader.skipValue()
            }
        }
        try self.init(
            code: reader.required(code, "code", expected: "String"), name: reader.required(name, "name", expected: "String"),
            native: reader.required(native, "native", expected: "String"), rtl: reader.required(rtl, "rtl", expected: "Bool")
        )
    }
}

extension StateRecord {
    /// `{"code", "name"}`, the code null (or missing) where there is none.
    init(reading reader: inout JSONReader) throws {
        var code, name: String?
        try reader.readObject("StateRecord") { key, reader in
            switch key {
            case "code": code = try reader.readOptionalString()
            case "name": name = try reader.readString()
            default: try reader.skipValue()
            }
        }
        try self.init(code: code, name: reader.required(name, "name", expected: "String"))
    }
}

extension SubdivisionRecord {
    /// `{"code", "name", "emoji"}`, the emoji null (or missing) where there is none.
    init(reading reader: inout JSONReader) throws {
        var code, name, emoji: String?
        try reader.readObject("SubdivisionRecord") { key, reader in
            switch key {
            case "code": code = try reader.readString()
            case "name": name = try reader.readString()
            case "emoji": emoji = try reader.readOptionalString()
            default: try reader.skipValue()
            }
        }
        try self.init(code: reader.required(code, "code", expected: "String"), name: reader.required(name, "name", expected: "String"), emoji: emoji)
    }
}

extension CountryRecord {
    /// Every field of a country, as `scripts/build-dataset` writes it; `capital` and `currency` are null (or
    /// missing) where there is none.
    init(reading reader: inout JSONReader) throws {
        var code, name, native, capital, currency, phone, continent, emoji, emojiU, awsRegion: String?
        var languages: [String]?
        var names: [String: String]?
        var states: [StateRecord]?
        var subdivisions: [SubdivisionRecord]?
        try reader.readObject("CountryRecord") { key, reader in
            switch key {
            case "code": code = try reader.readString()
            case "name": name = try reader.readString()
            case "native": native = try reader.readString()
            case "capital": capital = try reader.readOptionalString()
            case "currency": currency = try reader.readOptionalString()
            case "phone": phone = try reader.readString()
            case "continent": continent = try reader.readString()
            case "languages": languages = try reader.readStrings()
            case "emoji": emoji = try reader.readString()
            case "emojiU": emojiU = try reader.readString()
            case "awsRegion": awsRegion = try reader.readString()
            case "names": names = try reader.readStringsByKey()
            case "states": states = try reader.readArray("[StateRecord]", StateRecord.init)
            case "subdivisions": subdivisions = try reader.readArray("[SubdivisionRecord]", SubdivisionRecord.init)
            default: try reader.skipValue()
            }
        }
        func required(_ value: String?, _ key: String) throws(JSONReadError) -> String { try reader.required(value, key, expected: "String") }
        try self.init(
            code: required(code, "code"), name: required(name, "name"), native: required(native, "native"), capital: capital,
            currency: currency, phone: required(phone, "phone"), continent: required(continent, "continent"),
            languages: reader.required(languages, "languages", expected: "[String]"), emoji: required(emoji, "emoji"),
            emojiU: required(emojiU, "emojiU"), awsRegion: required(awsRegion, "awsRegion"),
            names: reader.required(names, "names", expected: "[String: String]"),
            states: reader.required(states, "states", expected: "[StateRecord]"),
            subdivisions: reader.required(subdivisions, "subdivisions", expected: "[SubdivisionRecord]")
        )
    }
}
