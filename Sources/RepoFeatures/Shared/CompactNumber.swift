/// "1.2k": star and fork counts that fit in a narrow column.
enum CompactNumber {
    static func format(_ value: Int) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        switch magnitude {
        case ..<1_000:
            return "\(value)"
        case ..<1_000_000:
            return sign + scaled(magnitude, by: 1_000) + "k"
        case ..<1_000_000_000:
            return sign + scaled(magnitude, by: 1_000_000) + "M"
        default:
            return sign + scaled(magnitude, by: 1_000_000_000) + "B"
        }
    }

    /// One decimal below 10 units ("1.2k"), none above ("15k"); always rounded down so a
    /// count never looks bigger than it is.
    private static func scaled(_ value: Int, by unit: Int) -> String {
        let whole = value / unit
        if whole >= 10 { return "\(whole)" }
        let tenth = (value % unit) * 10 / unit
        return tenth == 0 ? "\(whole)" : "\(whole).\(tenth)"
    }
}
