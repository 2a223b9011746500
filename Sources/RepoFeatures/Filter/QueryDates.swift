import Foundation

/// The times a date qualifier's value stands for, as a half-open span `from ..< until`:
/// a UTC day, month or year (`2025-01-01`, `2025-01`, `2025`), compared (`>2025-01-01` is after
/// that day) or joined (`2024..2025-06`); or an age counted back from now (`<1y`: within the
/// last year; `>6m`: longer ago than six months; `1w..1m`).
enum QueryDates {
    static func bounds(_ value: String, now: Date) -> (Date, Date)? {
        if let dots = value.range(of: "..") {
            let low = value[..<dots.lowerBound], high = value[dots.upperBound...]
            if let older = age(high, now: now), let newer = low == "*" ? Date.distantFuture : age(low, now: now) {
                return (older, newer)
            }
            if high == "*", let newer = age(low, now: now) { return (.distantPast, newer) }
            let from = low == "*" ? Date.distantPast : period(low)?.start
            let until = high == "*" ? Date.distantFuture : period(high)?.end
            guard let from, let until else { return nil }
            return (from, until)
        }
        for (operation, rest) in [(">=", value.dropFirst(2)), ("<=", value.dropFirst(2)), (">", value.dropFirst()), ("<", value.dropFirst())]
        where value.hasPrefix(operation) {
            if let moment = age(rest, now: now) {
                // An age: `<1y` is younger than a year, so pushed after a year ago.
                return operation.hasPrefix("<") ? (moment, .distantFuture) : (.distantPast, moment)
            }
            guard let period = period(rest) else { return nil }
            switch operation {
            case ">": return (period.end, .distantFuture)
            case ">=": return (period.start, .distantFuture)
            case "<": return (.distantPast, period.start)
            default: return (.distantPast, period.end)
            }
        }
        if let moment = age(Substring(value), now: now) { return (moment, .distantFuture) }
        return period(Substring(value)).map { ($0.start, $0.end) }
    }

    /// `now` less `7d`, `2w`, `6m`, `1y`, `12h`; nil when `text` is no age.
    static func age(_ text: Substring, now: Date) -> Date? {
        guard let unit = text.last, let amount = Int(text.dropLast()), amount >= 0, amount < 100_000 else { return nil }
        var components = DateComponents()
        switch unit {
        case "h": components.hour = -amount
        case "d": components.day = -amount
        case "w": components.day = -7 * amount
        case "m": components.month = -amount
        case "y": components.year = -amount
        default: return nil
        }
        return utc.date(byAdding: components, to: now)
    }

    /// The UTC day, month or year `text` names (`2025-01-01`, `2025-01`, `2025`).
    static func period(_ text: Substring) -> (start: Date, end: Date)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        var components = DateComponents(year: numbers[0], month: numbers.count > 1 ? numbers[1] : 1,
                                        day: numbers.count > 2 ? numbers[2] : 1)
        guard (1...12).contains(components.month ?? 0), (1...31).contains(components.day ?? 0),
              let start = utc.date(from: components), utc.component(.day, from: start) == components.day else { return nil }
        components = DateComponents()
        switch numbers.count {
        case 1: components.year = 1
        case 2: components.month = 1
        default: components.day = 1
        }
        guard let end = utc.date(byAdding: components, to: start) else { return nil }
        return (start, end)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()
}
