/// Colours as terminals of fewer colours draw them.
extension Color {
    /// The basic colours, in ANSI's order.
    static let basics: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// The colour a terminal of `depth` draws for this one: itself where it has it, else the nearest it has (a
    /// 24-bit colour the nearest of the 256, either of those the nearest of the 8).
    public func reduced(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (.black, _), (.red, _), (.green, _), (.yellow, _), (.blue, _), (.magenta, _), (.cyan, _), (.white, _),
             (_, .direct):
            return self
        case (.indexed(let index), .indexed):
            return .indexed(index)
        case (.rgb(let red, let green, let blue), .indexed):
            return .indexed(Self.nearestIndex(red, green, blue))
        case (.indexed(let index), .basic):
            if index < 16 { return Self.basics[Int(index % 8)] }
            let (red, green, blue) = Self.components(ofIndex: index)
            return Self.nearestBasic(red, green, blue)
        case (.rgb(let red, let green, let blue), .basic):
            return Self.nearestBasic(red, green, blue)
        }
    }

    /// The ANSI number of a basic colour (0-7), or nil.
    public var basicNumber: Int? {
        Self.basics.firstIndex(of: self)
    }

    /// The red, green and blue of xterm's colour `index`.
    public static func components(ofIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            let standard: [(UInt8, UInt8, UInt8)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return standard[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevel(cube / 36), cubeLevel(cube / 6 % 6), cubeLevel(cube % 6))
        default:
            let grey = UInt8(8 + (Int(index) - 232) * 10)
            return (grey, grey, grey)
        }
    }

    /// The value of a step of xterm's colour cube.
    private static func cubeLevel(_ step: Int) -> UInt8 {
        step == 0 ? 0 : UInt8(55 + step * 40)
    }

    /// The colour of xterm's 256 (but the basic 16, which terminals redefine) nearest to red, green, blue.
    private static func nearestIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        (16...255).map(UInt8.init).min { distance(components(ofIndex: $0), (red, green, blue)) < distance(components(ofIndex: $1), (red, green, blue)) } ?? 16
    }

    /// The basic colour nearest to red, green, blue, by the standard palette's values.
    private static func nearestBasic(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        let index = (0..<8).min { distance(components(ofIndex: UInt8($0)), (red, green, blue)) < distance(components(ofIndex: UInt8($1)), (red, green, blue)) } ?? 0
        return basics[index]
    }

    /// The squared distance between two colours.
    private static func distance(_ one: (UInt8, UInt8, UInt8), _ other: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(one.0) - Int(other.0), green = Int(one.1) - Int(other.1), blue = Int(one.2) - Int(other.2)
        return red * red + green * green + blue * blue
    }
}
