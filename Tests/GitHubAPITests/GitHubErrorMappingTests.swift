import Foundation
import RepoCore
import Testing

@testable import GitHubAPI

@Suite struct GitHubErrorMappingTests {
    static let url = URL(string: "https://api.github.com/users/octocat/repos")!

    static func reply(_ status: Int, _ headers: [String: String] = [:], body: String = "") -> HTTPReply {
        HTTPReply(url: url, status: status, headers: headers, body: Data(body.utf8))
    }

    @Test(arguments: [
        (reply(404, body: #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}"#),
         GitHubError.userNotFound("octocat")),
        (reply(401, body: #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}"#),
         .unauthorized("Bad credentials")),
        (reply(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1658208999"],
               body: #"{"message":"API rate limit exceeded for 1.2.3.4."}"#),
         .rateLimited(resetAt: Date(timeIntervalSince1970: 1_658_208_999), retryAfterSeconds: nil,
                      message: "API rate limit exceeded for 1.2.3.4.")),
        (reply(429, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1658208999", "X-RateLimit-Resource": "search"],
               body: #"{"message":"API rate limit exceeded for user ID 1."}"#),
         .rateLimited(resetAt: Date(timeIntervalSince1970: 1_658_208_999), retryAfterSeconds: nil,
                      message: "API rate limit exceeded for user ID 1.", budget: "search")),
        (reply(403, ["Retry-After": "60"], body: #"{"message":"Slow down"}"#),
         .rateLimited(resetAt: nil, retryAfterSeconds: 60, message: "Slow down")),
        (reply(403, body: #"{"message":"You have exceeded a secondary rate limit. Please wait."}"#),
         .rateLimited(resetAt: nil, retryAfterSeconds: nil, message: "You have exceeded a secondary rate limit. Please wait.")),
        (reply(429, body: ""), .rateLimited(resetAt: nil, retryAfterSeconds: nil, message: nil)),
        (reply(403, ["X-RateLimit-Remaining": "12"], body: #"{"message":"Resource not accessible by integration"}"#),
         .http(status: 403, message: "Resource not accessible by integration")),
        (reply(500, body: "<html>oops</html>"), .http(status: 500, message: nil)),
        (reply(422, body: #"{"message":"Validation Failed","errors":[{"resource":"Label","code":"invalid"}]}"#),
         .http(status: 422, message: "Validation Failed")),
        (reply(502, body: #"{"message": 42}"#), .http(status: 502, message: nil)),
    ])
    func statusesMapToWhatAPersonCanActOn(reply: HTTPReply, expected: GitHubError) {
        #expect(GitHubErrorMapping.error(for: reply, notFound: .userNotFound("octocat")) == expected)
    }

    @Test func a404ForAnythingButAUserKeepsGitHubsMessage() {
        let reply = Self.reply(404, body: #"{"message":"Not Found"}"#)
        #expect(GitHubErrorMapping.error(for: reply, notFound: .notFound(nil)) == .notFound("Not Found"))
    }

    @Test(arguments: [
        (URLError(.cancelled) as any Error, GitHubError.cancelled),
        (CancellationError(), .cancelled),
        (URLError(.timedOut), .transport("timed out")),
        (URLError(.cannotConnectToHost), .transport("connection refused")),
        (URLError(.cannotFindHost), .transport("host not found")),
        (URLError(.notConnectedToInternet), .transport("no network connection")),
        (URLError(.networkConnectionLost), .transport("connection lost")),
        (URLError(.serverCertificateUntrusted), .transport("secure connection failed")),
        (CocoaError(.fileNoSuchFile), .transport("network error")),
    ])
    func transportFailuresBecomeShortDescriptions(error: any Error, expected: GitHubError) {
        #expect(GitHubErrorMapping.error(forTransportFailure: error) == expected)
    }

    @Test(arguments: [
        ("not json at all", GitHubError.unexpectedResponse("body is not valid JSON")),
        (#"{"id": 1}"#, .unexpectedResponse("body has the wrong shape")),
        (#"[{"id": 1}]"#, .unexpectedResponse("missing field '[0].name'")),
        (#"[{"id": "1", "name": "x"}]"#, .unexpectedResponse("field '[0].id' has the wrong type")),
        (#"[{"id": 1, "name": null}]"#, .unexpectedResponse("field '[0].name' is null")),
    ])
    func undecodableBodiesSayWhereWithoutEchoingThem(body: String, expected: GitHubError) {
        let error: GitHubError
        do {
            _ = try JSONDecoder().decode([RepositoryDTO].self, from: Data(body.utf8))
            Issue.record("decoding should have failed")
            return
        } catch let caught {
            error = GitHubErrorMapping.error(forDecodingFailure: caught)
        }
        #expect(error == expected)
    }

    @Test func redactionRemovesTheSecretFromEveryMessage() {
        let secret = "ghp_s3cr3t"
        let errors: [GitHubError] = [
            .notFound("x \(secret)"), .unauthorized("Bearer \(secret)"), .http(status: 500, message: secret),
            .rateLimited(resetAt: nil, retryAfterSeconds: 1, message: secret), .transport(secret),
            .unexpectedResponse(secret), .userNotFound(secret),
        ]
        for error in errors {
            let redacted = error.redacting(SecretRedaction([secret]))
            #expect(!"\(redacted)".contains(secret))
            #expect(!redacted.userMessage.contains(secret))
        }
        #expect(GitHubError.unauthorized("Bearer \(secret)").redacting(SecretRedaction([secret])) == .unauthorized("Bearer <redacted>"))
    }
}

@Suite struct NextPageTests {
    let current = URL(string: "https://api.github.com/users/octocat/repos?per_page=100")!

    @Test func followsNextExactlyAsGiven() throws {
        let header = #"<https://api.github.com/user/583231/repos?per_page=100&page=2>; rel="next", <https://api.github.com/user/583231/repos?per_page=100&page=3>; rel="last""#
        #expect(try NextPage.url(linkHeader: header, currentURL: current)
            == URL(string: "https://api.github.com/user/583231/repos?per_page=100&page=2"))
    }

    @Test func noHeaderOrNoNextMeansLastPage() throws {
        #expect(try NextPage.url(linkHeader: nil, currentURL: current) == nil)
        #expect(try NextPage.url(linkHeader: #"<https://api.github.com/x?page=1>; rel="first""#, currentURL: current) == nil)
    }

    @Test func aRelativeNextResolvesAgainstTheCurrentPage() throws {
        #expect(try NextPage.url(linkHeader: #"</user/1/repos?page=2>; rel="next""#, currentURL: current)
            == URL(string: "https://api.github.com/user/1/repos?page=2"))
    }

    @Test(arguments: [
        #"<https://evil.example/steal?page=2>; rel="next""#,
        #"<http://api.github.com/user/1/repos?page=2>; rel="next""#,
        #"<https://api.github.com:8443/user/1/repos?page=2>; rel="next""#,
    ])
    func refusesToCarryTheTokenToAnotherOrigin(header: String) {
        #expect(throws: GitHubError.unexpectedResponse("pagination link leads to another host")) {
            try NextPage.url(linkHeader: header, currentURL: current)
        }
    }
}
