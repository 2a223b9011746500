/// A colour GitHub gives as six hex digits (a label's), as the nearest of the 256 xterm
/// colours, and whether text on it reads better dark or light.
struct HexColor: Equatable, Sendable {
    var red: Int
    var green: Int
    var blue: Int

    /// nil unless exactly six hex digits (an optional `#` first).
    init?(_ text: String) {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.utf8.count == 6, let value = Int(digits, radix: 16) else { return nil }
        red = value >> 16 & 0xFF
        green = value >> 8 & 0xFF
        blue = value & 0xFF
    }

    /// The nearest colour of xterm's 6×6×6 cube (16–231) or its grey ramp (232–255).
    var xterm256: UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0 }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (red + green + blue) / 3
        let greyIndex = min(23, max(0, (average - 8) / 10))
        let grey = 8 + greyIndex * 10
        func distance(_ color: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (color.0 - red, color.1 - green, color.2 - blue)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? UInt8(232 + greyIndex) : UInt8(16 + 36 * r + 6 * g + b)
    }

    /// Whether dark text reads better on it than light (its perceived brightness, as GitHub
    /// picks a label's text colour).
    var isLight: Bool { (red * 299 + green * 587 + blue * 114) / 1000 > 150 }
}
