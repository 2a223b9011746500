import Foundation
import Testing
@testable import GitHubAPI

struct GitHubTimestampTests {
    /// The fast reader agrees with Foundation's ISO 8601 parser on every day of four centuries'
    /// worth of sampled dates (leap days and century years included), at varied times.
    @Test func agreesWithFoundationOnSampledDates() throws {
        var checked = 0
        var seconds = -2_208_988_800.0 // 1900-01-01
        while seconds < 7_258_118_400 { // 2200-01-01
            let text = Date(timeIntervalSince1970: seconds).formatted(.iso8601)
            #expect(GitHubTimestamp.parse(text) == (try Date(text, strategy: .iso8601)), "\(text)")
            seconds += 86_400 * 7 + 3_661 // a week, an hour, a minute and a second later
            checked += 1
        }
        #expect(checked > 15_000)
    }

    /// Written back without a formatter, a date reads as Foundation's ISO 8601 style prints it,
    /// from 1600 to 9999 (leap days, century years, times of day all sampled). Before the
    /// Gregorian reform of 1582 Foundation counts Julian days; no repository is that old.
    @Test func writesAsFoundationPrintsFrom1600To9999() {
        var seconds = -11_676_096_000.0 // 1600-01-01
        var checked = 0
        while seconds < 253_402_300_799 { // 9999-12-31T23:59:59
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCTimestamp.string(date) == date.formatted(.iso8601), "\(seconds)")
            seconds += 86_400 * 97 + 3_607
            checked += 1
        }
        #expect(checked > 25_000)
    }

    @Test(arguments: ["2011-01-26T19:01:12Z", "2000-02-29T00:00:00Z", "1999-12-31T23:59:59Z"])
    func readsGitHubsForm(text: String) throws {
        #expect(GitHubTimestamp.parse(text) == (try Date(text, strategy: .iso8601)))
    }

    @Test(arguments: [
        "2011-01-26T19:01:12.5Z", "2011-01-26T19:01:12+01:00", "2011-02-29T00:00:00Z", "2011-13-01T00:00:00Z",
        "2011-01-26 19:01:12Z", "2011-01-26T24:00:00Z", "２011-01-26T19:01:12Z", "", "not a date at all!!!",
    ])
    func leavesEveryOtherFormToTheGeneralParser(text: String) {
        #expect(GitHubTimestamp.parse(text) == nil)
    }

    @Test func theDecoderStillReadsFractionsAndOffsets() {
        #expect(GitHubJSON.parseDate("2011-01-26T19:01:12.250Z") == Date(timeIntervalSince1970: 1_296_068_472.25))
        #expect(GitHubJSON.parseDate("2011-01-26T20:01:12+01:00") == Date(timeIntervalSince1970: 1_296_068_472))
    }
}
