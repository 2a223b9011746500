/// "1.4 MB" from GitHub's size in kilobytes.
enum ByteSize {
    static func describe(kilobytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(max(0, kilobytes))
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 || value >= 100 { return "\(Int(value)) \(units[unit])" }
        let tenths = Int((value * 10).rounded(.down))
        return tenths % 10 == 0 ? "\(tenths / 10) \(units[unit])" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
