@testable import TerminalCurses
import Testing

@Suite("The locale's character type")
struct LocaleNameTests {
    @Test func theFirstOfLCAllLCCTypeAndLangThatIsSetNamesIt() {
        #expect(LocaleName.characterType(environment: ["LANG": "fr_FR.UTF-8"]) == "fr_FR.UTF-8")
        #expect(LocaleName.characterType(environment: ["LANG": "fr_FR.UTF-8", "LC_CTYPE": "C"]) == "C")
        #expect(LocaleName.characterType(environment: ["LANG": "C", "LC_CTYPE": "C", "LC_ALL": "de_DE.utf8"]) == "de_DE.utf8")
        #expect(LocaleName.characterType(environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""]) == "fr_FR.UTF-8", "an empty variable is not set")
        #expect(LocaleName.characterType(environment: ["LC_MESSAGES": "fr_FR.UTF-8"]) == nil, "LC_MESSAGES is not about characters")
    }

    @Test(arguments: ["fr_FR.UTF-8", "fr_FR.utf8", "de_DE.UTF-8@euro", "C.UTF-8", "ja_JP.Utf-8"])
    func aNameWithUTF8NamesIt(_ name: String) {
        #expect(LocaleName.namesUTF8(name))
    }

    @Test(arguments: ["C", "POSIX", "fr_FR", "ja_JP.eucJP", "de_DE.ISO-8859-1@euro", "", "UTF-8"])
    func aNameWithoutUTF8DoesNot(_ name: String) {
        #expect(!LocaleName.namesUTF8(name))
    }
}
