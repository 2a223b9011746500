import Foundation
import Testing
@testable import RepoCore

@Suite struct GitHubErrorTests {
    /// 14:05 today on the test machine's clock, whatever its time zone.
    static let fourteenOhFive: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2025, month: 6, day: 1, hour: 14, minute: 5))!
    }()

    @Test(arguments: [
        (GitHubError.userNotFound("x"), "GitHub user 'x' not found"),
        (.userNotFound("octocat"), "GitHub user 'octocat' not found"),
        (.notFound(nil), "not found on GitHub"),
        (.notFound("Not Found"), "not found on GitHub (Not Found)"),
        (.unauthorized(nil), "GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN, or log in again with `gh auth login`"),
        (.unauthorized("Bad credentials"), "GitHub rejected the token (401): check GH_TOKEN / GITHUB_TOKEN, or log in again with `gh auth login`"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: 60, message: nil), "GitHub rate limit: retry in 60 s"),
        (.rateLimited(resetAt: GitHubErrorTests.fourteenOhFive, retryAfterSeconds: 30, message: "slow down"),
         "GitHub rate limit: retry in 30 s"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: nil, message: "API rate limit exceeded"),
         "GitHub rate limit: the budget without a token is spent; set GH_TOKEN for a higher limit"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: nil, message: nil, budget: "search", tokenSent: true),
         "GitHub rate limit: this token's search budget is spent"),
        (.rateLimited(resetAt: nil, retryAfterSeconds: 60, message: nil, budget: "core", tokenSent: true),
         "GitHub rate limit: retry in 60 s"),
        (.http(status: 500, message: nil), "GitHub answered 500"),
        (.http(status: 422, message: "Validation Failed"), "GitHub answered 422: Validation Failed"),
        (.transport("The request timed out."), "cannot reach GitHub: The request timed out."),
        (.unexpectedResponse("missing key 'id'"), "unexpected response from GitHub: missing key 'id'"),
        (.cancelled, "cancelled"),
    ] as [(GitHubError, String)])
    func userMessagesAreOneClearLine(error: GitHubError, message: String) {
        #expect(error.userMessage == message)
        #expect(!error.userMessage.contains("\n"))
    }

    @Test(arguments: [
        (-5.0, "any moment now"), (30.0, "in under a minute"), (2_460.0, "in 41 min"), (3_600.0, "in 1 h"),
        (3_910.0, "in 1 h 6 min"),
    ] as [(Double, String)])
    func anExhaustedLimitSaysWhenItResetsInLocalTimeAndHowLongThatIs(secondsLeft: Double, wait: String) throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let resetAt = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15 08:00 UTC, 17:00 in Tokyo
        let now = resetAt.addingTimeInterval(-secondsLeft)
        let withoutToken = GitHubError.rateLimited(resetAt: resetAt, retryAfterSeconds: nil, message: nil, budget: "core")
        let withToken = GitHubError.rateLimited(resetAt: resetAt, retryAfterSeconds: nil, message: nil, budget: "core", tokenSent: true)
        #expect(withoutToken.userMessage(now: now, timeZone: tokyo)
                == "GitHub rate limit: the core budget without a token is spent until 17:00 (\(wait)); set GH_TOKEN for a higher limit")
        #expect(withToken.userMessage(now: now, timeZone: tokyo)
                == "GitHub rate limit: this token's core budget is spent until 17:00 (\(wait))")
    }

    @Test func errorsCompareByValue() {
        #expect(GitHubError.userNotFound("a") == .userNotFound("a"))
        #expect(GitHubError.userNotFound("a") != .userNotFound("b"))
        #expect(GitHubError.notFound(nil) != .notFound("Not Found"))
        #expect(GitHubError.http(status: 500, message: nil) != .http(status: 502, message: nil))
        #expect(GitHubError.cancelled != .transport("cancelled"))
    }

    @Test func repositoryIDsOrderAndPrintAsTheirNumber() {
        #expect(RepoID(1) < RepoID(2))
        #expect(RepoID(-5) < RepoID(0))
        #expect(RepoID(42).description == "42")
        #expect([RepoID(3), RepoID(1), RepoID(2)].sorted() == [RepoID(1), RepoID(2), RepoID(3)])
    }
}
