import Foundation
import Testing
@testable import RepoTUI

struct LiveEnvironmentTests {
    @Test(arguments: [
        (["GH_TOKEN": "gh", "GITHUB_TOKEN": "github"], "gh"),
        (["GITHUB_TOKEN": "github"], "github"),
        (["GH_TOKEN": "", "GITHUB_TOKEN": "github"], "github"),
        (["GH_TOKEN": "  padded \n"], "padded"),
        ([:], nil),
    ] as [([String: String], String?)])
    func tokenComesFromGHTokenThenGitHubToken(environment: [String: String], expected: String?) {
        #expect(LiveEnvironment.token(from: environment) == expected)
    }

    @Test func apiURLOptionWinsOverTheEnvironment() throws {
        let live = try LiveEnvironment(apiURLOption: "http://127.0.0.1:9/api/v3",
                                       environment: ["GITHUB_API_URL": "https://ghe.example/api/v3"])
        #expect(live.client.configuration.baseURL.absoluteString == "http://127.0.0.1:9/api/v3")
    }

    @Test func environmentAPIURLIsUsedWithoutTheOption() throws {
        let live = try LiveEnvironment(apiURLOption: nil, environment: ["GITHUB_API_URL": "https://ghe.example/api/v3"])
        #expect(live.client.configuration.baseURL.absoluteString == "https://ghe.example/api/v3")
    }

    @Test func defaultIsGitHubDotCom() throws {
        let live = try LiveEnvironment(apiURLOption: nil, environment: [:])
        #expect(live.client.configuration.baseURL.absoluteString == "https://api.github.com")
        #expect(live.client.configuration.userAgent == "repotui/\(AppVersion.current)")
    }

    @Test(arguments: ["ftp://example.com", "not a url", "http://", "/relative"])
    func nonHTTPAPIURLsAreRefused(text: String) {
        #expect(LiveEnvironment.parseAPIURL(text) == nil)
    }
}
