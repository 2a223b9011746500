import Foundation
import GitHubAPI
import RepoCore
import Testing
@testable import RepoTUI

struct LiveEnvironmentTests {
    /// A gh CLI that prints `printed` (nil: not installed), recording what it was asked, and
    /// gh's config files as `files` holds them (path → text).
    final class FakeGH: @unchecked Sendable {
        let printed: String?
        let files: [String: String]
        private(set) var calls: [[String]] = []
        init(printing printed: String?, files: [String: String] = [:]) {
            self.printed = printed
            self.files = files
        }
        var lookup: TokenLookup {
            TokenLookup(
                runCommand: { arguments in
                    self.calls.append(arguments)
                    return self.printed
                },
                readFile: { self.files[$0] })
        }
    }

    @Test(arguments: [
        (["GH_TOKEN": "gh", "GITHUB_TOKEN": "github"], "gh", TokenSource.environment("GH_TOKEN")),
        (["GITHUB_TOKEN": "github"], "github", .environment("GITHUB_TOKEN")),
        (["GH_TOKEN": "", "GITHUB_TOKEN": "github"], "github", .environment("GITHUB_TOKEN")),
        (["GH_TOKEN": "  padded \n"], "padded", .environment("GH_TOKEN")),
        ([:], "gho_fromcli", .ghCLI),
    ] as [([String: String], String?, TokenSource)])
    func tokenComesFromGHTokenThenGitHubTokenThenTheGhCLI(environment: [String: String], expected: String?, source: TokenSource) {
        let gh = FakeGH(printing: "gho_fromcli\n")
        let found = gh.lookup.token(environment: environment, host: nil)
        #expect(found.token == expected)
        #expect(found.source == source)
        #expect(gh.calls == (source == .ghCLI ? [["gh", "auth", "token", "--hostname", "github.com"]] : []))
    }

    @Test func withoutAnyTokenNothingIsSentAndGhIsAskedForTheEnterpriseHost() {
        let gh = FakeGH(printing: nil)
        let found = gh.lookup.token(environment: [:], host: "ghe.example.com")
        #expect(found.token == nil && found.source == TokenSource.none)
        #expect(gh.calls == [["gh", "auth", "token", "--hostname", "ghe.example.com"]])
    }

    static let hostsFile = """
        github.com:
            users:
                mona:
                    oauth_token: gho_mona_in_file
            git_protocol: https
            oauth_token: gho_mona_in_file
            user: mona

        """

    @Test func aTokenGhKeepsInItsHostsFileIsReadWithoutStartingGh() {
        let gh = FakeGH(printing: "gho_fromcli\n", files: ["/home/mona/.config/gh/hosts.yml": Self.hostsFile])
        let found = gh.lookup.token(environment: ["HOME": "/home/mona"], host: nil)
        #expect(found.token == "gho_mona_in_file")
        #expect(found.source == .ghHostsFile)
        #expect(gh.calls == [])
    }

    @Test func theEnvironmentStillComesBeforeGhsHostsFile() {
        let gh = FakeGH(printing: nil, files: ["/home/mona/.config/gh/hosts.yml": Self.hostsFile])
        let found = gh.lookup.token(environment: ["HOME": "/home/mona", "GITHUB_TOKEN": "ghp_env"], host: nil)
        #expect(found.token == "ghp_env")
        #expect(found.source == .environment("GITHUB_TOKEN"))
    }

    @Test(arguments: [
        (["GH_CONFIG_DIR": "/c", "XDG_CONFIG_HOME": "/x", "HOME": "/h"], "/c/hosts.yml"),
        (["GH_CONFIG_DIR": "", "XDG_CONFIG_HOME": "/x", "HOME": "/h"], "/x/gh/hosts.yml"),
        (["HOME": "/h"], "/h/.config/gh/hosts.yml"),
        ([:], nil),
    ] as [([String: String], String?)])
    func ghsHostsFileIsWhereGhKeepsIt(environment: [String: String], expected: String?) {
        #expect(GHHostsFile.path(environment: environment) == expected)
    }

    @Test func aTokenInTheSystemKeyringIsAskedOfGhForOurHost() {
        let keyringOnly = """
            github.com:
                users:
                    mona:
                git_protocol: ssh
                user: mona
            ghe.example.com:
                oauth_token: gho_for_another_host

            """
        let gh = FakeGH(printing: "gho_fromkeyring\n", files: ["/x/gh/hosts.yml": keyringOnly])
        let found = gh.lookup.token(environment: ["XDG_CONFIG_HOME": "/x"], host: nil)
        #expect(found.token == "gho_fromkeyring")
        #expect(found.source == .ghCLI)
        #expect(gh.calls == [["gh", "auth", "token", "--hostname", "github.com"]])
    }

    @Test func hostsKeptInConfigYmlByAnOldGhAreLeftToGh() {
        let gh = FakeGH(printing: "gho_fromcli\n", files: [
            "/c/hosts.yml": Self.hostsFile, "/c/config.yml": "hosts:\n    github.com:\n        oauth_token: gho_old\n",
        ])
        let found = gh.lookup.token(environment: ["GH_CONFIG_DIR": "/c"], host: nil)
        #expect(found.token == "gho_fromcli")
        #expect(gh.calls.count == 1)
    }

    @Test func aGhCLIThatPrintsSomethingOtherThanATokenIsIgnored() {
        let found = FakeGH(printing: "You are not logged into any GitHub hosts. Run gh auth login\n").lookup
            .token(environment: [:], host: nil)
        #expect(found.token == nil)
    }

    @Test(arguments: [
        ("http://127.0.0.1:9/api/v3", ["GITHUB_API_URL": "https://ghe.example/api/v3", "GH_HOST": "h.example"], "http://127.0.0.1:9/api/v3"),
        (nil, ["GITHUB_API_URL": "https://ghe.example/api/v3", "GH_HOST": "h.example"], "https://ghe.example/api/v3"),
        (nil, ["GH_HOST": "Ghe.Example.com"], "https://ghe.example.com/api/v3"),
        (nil, ["GH_HOST": "github.com"], "https://api.github.com"),
        (nil, [:], "https://api.github.com"),
    ] as [(String?, [String: String], String)])
    func theAPIRootComesFromTheOptionThenGitHubAPIURLThenGHHost(option: String?, environment: [String: String], expected: String) throws {
        #expect(try LiveEnvironment.apiRoot(option: option, environment: environment).absoluteString == expected)
    }

    @Test func theClientGetsTheRootTheTokenTheTimeoutAndOurUserAgent() throws {
        let live = try LiveEnvironment(options: .init(apiURL: nil, timeout: 7, maxConcurrentPages: 2), environment: ["GH_TOKEN": "t"],
                                       tokenLookup: FakeGH(printing: nil).lookup)
        #expect(live.client.configuration.baseURL.absoluteString == "https://api.github.com")
        #expect(live.client.configuration.token == "t")
        #expect(live.client.configuration.timeout == 7)
        #expect(live.client.configuration.maxConcurrentPages == 2)
        #expect(live.client.configuration.userAgent == "repotui/\(AppVersion.current)")
        #expect(live.tokenSource == .environment("GH_TOKEN"))
    }

    @Test func theLogFileGetsRequestsButNeverTheToken() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let live = try LiveEnvironment(options: .init(apiURL: "http://127.0.0.1:9", logFile: path),
                                       environment: ["GH_TOKEN": "ghp_secret123"], tokenLookup: FakeGH(printing: nil).lookup)
        live.logger.info("echo of ghp_secret123 from a server", metadata: ["header": "Bearer ghp_secret123"])

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("info repotui: repotui \(AppVersion.current) started api=http://127.0.0.1:9 token=$GH_TOKEN"))
        #expect(lines[1].hasSuffix("info repotui: echo of [redacted] from a server header=Bearer [redacted]"))
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
    }

    @Test(arguments: [
        (RateLimit(limit: 60, remaining: 57, resetAt: Date(timeIntervalSince1970: 5), resource: "core"),
         APIBudget(remaining: 57, limit: 60, resetAt: Date(timeIntervalSince1970: 5)) as APIBudget?),
        (RateLimit(limit: 5000, remaining: 4999), APIBudget(remaining: 4999, limit: 5000)),
        (RateLimit(limit: 30, remaining: 29, resource: "search"), nil),
        (RateLimit(remaining: 3), nil),
        (RateLimit(limit: 0, remaining: 0), nil),
    ])
    func onlyCompleteCoreReadingsBecomeTheBudget(reading: RateLimit, expected: APIBudget?) {
        #expect(LiveEnvironment.budget(from: reading) == expected)
    }

    @Test(arguments: [
        (RetryNotice.Reason.secondaryRateLimit, "GitHub asked to slow down"),
        (.serverError(status: 503), "GitHub answered 503"),
        (.transport("timed out"), "connection trouble (timed out)"),
    ])
    func retriesAreExplainedInAFewWords(reason: RetryNotice.Reason, text: String) throws {
        let notice = RetryNotice(reason: reason, delay: .seconds(1), attempt: 1, url: try #require(URL(string: "https://x")))
        #expect(LiveEnvironment.reason(for: notice) == text)
    }

    @Test(arguments: ["ftp://example.com", "not a url", "http://", "/relative"])
    func nonHTTPAPIURLsAreRefused(text: String) {
        #expect(LiveEnvironment.parseAPIURL(text) == nil)
    }
}
