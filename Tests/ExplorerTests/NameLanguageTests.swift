import Explorer
import Testing

@Suite("--lang and the locale's language")
struct NameLanguageTests {
    @Test func everyLanguageOfTheSchemaIsKnownInAnyCase() {
        #expect(NameLanguage.all.map(\.code) == ["en", "ru", "es", "fr", "de", "ja", "tr", "pt", "fa", "it", "zh", "nl", "pl", "vi"])
        #expect(NameLanguage(code: "fr")?.englishName == "French")
        #expect(NameLanguage(code: "DE")?.code == "de")
    }

    @Test(arguments: ["xx", "", "fr_FR", "french", "e", "eng"])
    func otherCodesAreUnknown(_ code: String) {
        #expect(NameLanguage(code: code) == nil)
    }

    @Test(arguments: [
        ("fr_FR.UTF-8", "fr"), ("pt_BR", "pt"), ("zh_CN", "zh"), ("de_DE@euro", "de"), ("ja", "ja"), ("C", "en"),
        ("POSIX", "en"), ("C.UTF-8", "en"), ("en_GB.UTF-8", "en"), ("nl_BE.ISO-8859-1", "nl"),
    ])
    func aLocaleNamesItsLanguage(_ locale: String, _ code: String) {
        #expect(NameLanguage(locale: locale)?.code == code)
    }

    @Test(arguments: ["sv_SE.UTF-8", "", "klingon", "_FR"])
    func aLocaleOfAnotherLanguageNamesNone(_ locale: String) {
        #expect(NameLanguage(locale: locale) == nil)
    }

    @Test(arguments: ["ru", "ja", "fa", "zh"])
    func aScriptASCIICannotShowFallsBackToEnglishAndSaysSo(_ code: String) throws {
        let language = try #require(NameLanguage(code: code))
        let shown = language.shown(asciiOnly: true)
        #expect(shown.language == .english)
        #expect(shown.notice == "\(language.englishName) names need UTF-8 output: names in English")
        #expect(language.shown(asciiOnly: false).language == language)
        #expect(language.shown(asciiOnly: false).notice == nil)
    }

    @Test(arguments: ["en", "es", "fr", "de", "tr", "pt", "it", "nl", "pl", "vi"])
    func latinLettersStayUnderASCIIWithTheirAccentsDropped(_ code: String) throws {
        let language = try #require(NameLanguage(code: code))
        #expect(language.shown(asciiOnly: true).language == language)
        #expect(language.shown(asciiOnly: true).notice == nil)
    }

    @Test func theFirstOfLCAllLCMessagesAndLangThatIsSetDecides() {
        #expect(NameLanguage.from(environment: ["LANG": "de_DE.UTF-8"]).code == "de")
        #expect(NameLanguage.from(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES"]).code == "es")
        #expect(NameLanguage.from(environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES", "LC_ALL": "it_IT"]).code == "it")
        #expect(NameLanguage.from(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": ""]).code == "de", "an empty variable is not set")
        // POSIX: the first one set decides, even when it names a language the schema lacks.
        #expect(NameLanguage.from(environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "sv_SE.UTF-8"]).code == "en")
        #expect(NameLanguage.from(environment: ["LANG": "C"]).code == "en")
        #expect(NameLanguage.from(environment: [:]).code == "en")
        #expect(NameLanguage.from(environment: ["LC_CTYPE": "fr_FR.UTF-8"]).code == "en", "LC_CTYPE is not about messages")
    }
}
