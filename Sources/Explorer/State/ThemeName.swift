/// Which colours the explorer and `show` draw with: for a dark background, a light one, or none.
public enum ThemeName: String, Sendable, Hashable, CaseIterable {
    /// Colours for a dark background (the default).
    case dark
    /// Colours legible on a white background: no yellow, cyan or white text, a dark status bar.
    case light
    /// No colours: attributes only (reverse video, underline, bold), as `NO_COLOR` draws.
    case mono

    /// The theme `COLORFGBG` asks for, where the terminal sets it ("15;0": light text on black, so dark; "0;15":
    /// dark text on white, so light): its last field is the background's colour number, and 7 or 9 to 15 are
    /// light backgrounds. Nil when it is unset or says nothing readable.
    public static func from(colorFGBG: String?) -> ThemeName? {
        guard let text = colorFGBG, let last = text.split(separator: ";").last, let background = Int(last),
              (0...15).contains(background) else { return nil }
        return background == 7 || background >= 9 ? .light : .dark
    }
}
