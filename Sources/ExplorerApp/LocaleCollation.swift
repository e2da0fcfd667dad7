import Explorer
import Foundation

/// The order readers of a language expect names in, from Foundation's localized comparison (ICU's collation
/// tables): pinyin for Chinese, the kana order for Japanese, the Cyrillic alphabet with Ё beside Е for Russian,
/// the Persian alphabet for Persian. Latin-alphabet languages keep the explorer's folded order.
public enum LocaleCollation {
    /// The languages whose order the explorer's folded code points get wrong.
    static let collated: Set<String> = ["zh", "ja", "ru", "fa"]

    /// The collation for names in `language`.
    public static func collation(for language: NameLanguage) -> NameCollation {
        guard collated.contains(language.code) else { return .folded }
        let locale = Locale(identifier: language.code)
        return NameCollation { $0.compare($1, options: [], range: nil, locale: locale) == .orderedAscending }
    }
}
