import Foundation
import GitHubAPI
import RepoCore
import Testing

@Suite struct EndpointTests {
    let gitHub = URL(string: "https://api.github.com")!
    let octocat = try! GitHubUsername(validating: "octocat")

    @Test func listReposAsksForTheBiggestPageMostRecentlyPushedFirst() {
        #expect(
            Endpoint.listRepos(user: octocat).url(relativeTo: gitHub).absoluteString
                == "https://api.github.com/users/octocat/repos?per_page=100&sort=pushed&direction=desc")
    }

    @Test func eachEndpointHasGitHubsPath() {
        #expect(Endpoint.repository(owner: "octocat", name: "Hello-World").url(relativeTo: gitHub).absoluteString
            == "https://api.github.com/repos/octocat/Hello-World")
        #expect(Endpoint.readme(owner: "octocat", name: "Hello-World").url(relativeTo: gitHub).absoluteString
            == "https://api.github.com/repos/octocat/Hello-World/readme")
        #expect(Endpoint.user(octocat).url(relativeTo: gitHub).absoluteString == "https://api.github.com/users/octocat")
    }

    @Test(arguments: ["https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3/", "https://ghe.example.com/api/v3//"])
    func aBaseURLWithAPathKeepsIt(base: String) {
        let url = Endpoint.repository(owner: "octocat", name: "Hello-World").url(relativeTo: URL(string: base)!)
        #expect(url.absoluteString == "https://ghe.example.com/api/v3/repos/octocat/Hello-World")
    }

    @Test func aLoopbackBaseKeepsSchemeAndPort() {
        let url = Endpoint.user(octocat).url(relativeTo: URL(string: "http://127.0.0.1:54321")!)
        #expect(url.absoluteString == "http://127.0.0.1:54321/users/octocat")
    }

    @Test(arguments: [
        ("a b", "c/d?e#f", "/repos/a%20b/c%2Fd%3Fe%23f"),
        ("..", ".", "/repos/%2E%2E/%2E"),
        ("owner", "my.repo_name-1~", "/repos/owner/my.repo_name-1~"),
        ("日本", "café", "/repos/%E6%97%A5%E6%9C%AC/caf%C3%A9"),
        ("esc\u{1B}[31m", "100%", "/repos/esc%1B%5B31m/100%25"),
        ("", "x", "/repos//x"),
    ])
    func ownerAndNameAreEncodedAsSinglePathSegments(owner: String, name: String, expectedPath: String) {
        let url = Endpoint.repository(owner: owner, name: name).url(relativeTo: gitHub)
        #expect(url.absoluteString == "https://api.github.com" + expectedPath)
    }
}
