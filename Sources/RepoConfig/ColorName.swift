import TerminalUI

/// Colours as the config file writes them: `"default"`, the eight base colours, their bright
/// forms (`"bright-red"`, xterm colours 8–15), or an xterm colour number 0–255.
enum ColorName {
    static let base: [(String, TerminalColor)] = [
        ("default", .default), ("black", .black), ("red", .red), ("green", .green), ("yellow", .yellow), ("blue", .blue),
        ("magenta", .magenta), ("cyan", .cyan), ("white", .white),
    ]
    static let bright = ["bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta",
                         "bright-cyan", "bright-white"]

    static var names: [String] { base.map(\.0) + bright }

    static func color(_ name: String) -> TerminalColor? {
        let lowered = name.lowercased()
        if let color = base.first(where: { $0.0 == lowered })?.1 { return color }
        if let index = bright.firstIndex(of: lowered) { return .indexed(UInt8(8 + index)) }
        return nil
    }

    static func color(_ number: Int) -> TerminalColor? {
        (0...255).contains(number) ? .indexed(UInt8(number)) : nil
    }

    /// How the config file writes `color`: its name, else its number.
    static func written(_ color: TerminalColor) -> String {
        if let name = base.first(where: { $0.1 == color })?.0 { return "\"\(name)\"" }
        if case .indexed(let number) = color {
            return number >= 8 && number < 16 ? "\"\(bright[Int(number) - 8])\"" : String(number)
        }
        return "\"default\""
    }
}
