import Foundation

/// "3 days ago": how long before `now` something happened, in the coarsest unit that is honest.
enum RelativeTime {
    static func describe(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 60 { return "just now" }
        let minutes = seconds / 60
        if minutes < 60 { return plural(minutes, "minute") }
        let hours = minutes / 60
        if hours < 24 { return plural(hours, "hour") }
        let days = hours / 24
        if days == 1 { return "yesterday" }
        if days < 30 { return plural(days, "day") }
        // Below a year in months: 360–364 days are "12 months ago", never "0 years ago".
        if days < 365 { return plural(days / 30, "month") }
        return plural(days / 365, "year")
    }

    private static func plural(_ count: Int, _ unit: String) -> String {
        count == 1 ? "1 \(unit) ago" : "\(count) \(unit)s ago"
    }
}
