import Foundation

/// The line of each key in a TOML text, for problems found after parsing (TOMLKit gives
/// positions only for syntax errors): a scan of table headers and `key =` lines, enough for the
/// shapes a config file has.
struct ConfigKeyLocator {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        var arrayCounts: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[["), let close = line.range(of: "]]") {
                // `[[command]]`: the n-th table of the array is `command.n` (from 0).
                let name = Self.path(line[line.index(line.startIndex, offsetBy: 2)..<close.lowerBound]).joined(separator: ".")
                let number = arrayCounts[name, default: 0]
                arrayCounts[name] = number + 1
                table = [name, String(number)]
                lines[table.joined(separator: ".")] = index + 1
            } else if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                table = Self.path(line[line.index(after: line.startIndex)..<close])
                let key = table.joined(separator: ".")
                if lines[key] == nil { lines[key] = index + 1 }
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = (table + Self.path(line[..<equals])).joined(separator: ".")
                if lines[key] == nil { lines[key] = index + 1 }
            }
        }
    }

    /// The line of `path` (`["defaults", "sort"]`, `["command", "0", "run"]`), else of the nearest table that holds it.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path.joined(separator: ".")] { return line }
            path.removeLast()
        }
        return nil
    }

    /// `a.b."c d"` → ["a", "b", "c d"].
    private static func path(_ text: Substring) -> [String] {
        text.split(separator: ".").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
    }
}
