import Foundation
import Testing
@testable import RepoFeatures

struct RelativeTimeTests {
    static let minute = Fixtures.minute, hour = Fixtures.hour, day = Fixtures.day

    @Test(arguments: [
        (0, "just now"),
        (59, "just now"),
        (-3_600, "just now"),             // a clock slightly ahead of ours is not "in the future"
        (minute, "1 minute ago"),
        (5 * minute + 59, "5 minutes ago"),
        (59 * minute, "59 minutes ago"),
        (hour, "1 hour ago"),
        (23 * hour + 59 * minute, "23 hours ago"),
        (day, "yesterday"),
        (2 * day - 1, "yesterday"),
        (3 * day, "3 days ago"),
        (29 * day, "29 days ago"),
        (30 * day, "1 month ago"),
        (61 * day, "2 months ago"),
        (359 * day, "11 months ago"),
        (362 * day, "12 months ago"),     // never "0 years ago"
        (365 * day, "1 year ago"),
        (3 * 365 * day + 10 * day, "3 years ago"),
    ] as [(TimeInterval, String)])
    func describesHowLongAgo(interval: TimeInterval, text: String) {
        #expect(RelativeTime.describe(Fixtures.ago(interval), now: Fixtures.now) == text)
    }
}
