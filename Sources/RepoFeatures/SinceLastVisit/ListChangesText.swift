import Foundation
import RepoCore
import TerminalUI

/// A list's changes in words: the status line's summary ("since Tuesday: 2 new, 1 archived,
/// ★ +41"), and each repository's line on the `N` screen. Pure.
enum ListChangesText {
    /// "since Tuesday: 2 new, 1 archived, 3 pushed, ★ +41"; "nothing changed since Tuesday".
    static func summary(_ changes: ListChanges, now: Date, timeZone: TimeZone) -> String {
        let since = sinceWords(changes.since, now: now, timeZone: timeZone)
        let tally = changes.tally
        let counts: [(Int, String)] = [
            (tally.new, "new"), (tally.gone, "gone"), (tally.renamed, "renamed"), (tally.moved, "moved"),
            (tally.archived, "archived"), (tally.unarchived, "unarchived"), (tally.madePrivate, "made private"),
            (tally.madePublic, "made public"), (tally.pushed, "pushed"),
        ]
        var parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        if tally.stars != 0 { parts.append("★ " + signed(tally.stars)) }
        guard !parts.isEmpty else { return "nothing changed \(since)" }
        return "\(since): " + parts.joined(separator: ", ")
    }

    /// "pushed · ★ +12", "renamed from mona/old · archived".
    static func kinds(_ kinds: [ListChanges.Kind]) -> String {
        kinds.map { kind in
            switch kind {
            case .new: "new"
            case .gone: "gone (deleted, made private to you, or moved)"
            case .renamed(let from): "renamed from " + TerminalText.singleLine(from)
            case .transferred(let from): "moved from " + TerminalText.singleLine(from)
            case .archived: "archived"
            case .unarchived: "unarchived"
            case .madePrivate: "made private"
            case .madePublic: "made public"
            case .pushed: "pushed"
            case .stars(let delta): "★ " + signed(delta)
            }
        }.joined(separator: " · ")
    }

    /// "since 10:42" (today), "since yesterday", "since Tuesday" (this week), "since 3 Nov",
    /// "since 3 Nov 2025".
    static func sinceWords(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.startOfDay(for: date), today = calendar.startOfDay(for: now)
        let days = calendar.dateComponents([.day], from: day, to: today).day ?? 0
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        switch days {
        case ...0: return String(format: "since %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        case 1: return "since yesterday"
        case 2...6: return "since " + weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        default:
            let month = months[((parts.month ?? 1) - 1 + 12) % 12]
            let sameYear = calendar.component(.year, from: now) == parts.year
            return "since \(parts.day ?? 1) \(month)" + (sameYear ? "" : " \(parts.year ?? 0)")
        }
    }

    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func signed(_ number: Int) -> String {
        (number > 0 ? "+" : "−") + CompactNumber.format(abs(number))
    }
}
