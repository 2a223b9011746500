import Foundation
import GitHubAPI
import TestSupport
import Testing

typealias Link = LinkHeader.Link

@Suite struct LinkHeaderTests {
    @Test func readsGitHubsDocumentedExample() {
        let header = #"<https://api.github.com/resource?page=2>; rel="next", <https://api.github.com/resource?page=5>; rel="last""#
        #expect(LinkHeader.parse(header) == [
            Link(url: "https://api.github.com/resource?page=2", rels: ["next"]),
            Link(url: "https://api.github.com/resource?page=5", rels: ["last"]),
        ])
    }

    @Test func findsNextWhateverTheOrder() {
        let header = #"<https://x/?page=1>; rel="prev", <https://x/?page=3>; rel="next", <https://x/?page=5>; rel="last", <https://x/?page=1>; rel="first""#
        #expect(LinkHeader.parse(header).next == Link(url: "https://x/?page=3", rels: ["next"]))
        #expect(LinkHeader.parse(#"<https://x/?page=4>; rel="prev", <https://x/?page=1>; rel="first""#).next == nil)
    }

    @Test(arguments: [
        // Extra parameters and non-paging relations.
        (#"<https://a/>; rel="deprecation"; type="text/html""#,
         [Link(url: "https://a/", rels: ["deprecation"], parameters: ["type": "text/html"])]),
        // Several relations in one rel.
        (#"<https://a/?page=5>; rel="next last""#, [Link(url: "https://a/?page=5", rels: ["next", "last"])]),
        // A comma inside the URL does not split the link.
        (#"<https://a/?ids=1,2,3&page=2>; rel="next""#, [Link(url: "https://a/?ids=1,2,3&page=2", rels: ["next"])]),
        // Whitespace anywhere, unquoted values, upper-case names and relations.
        ("  <https://a/1>  ;  REL = NEXT  ,\t<https://a/2>;rel=\"prev\"  ",
         [Link(url: "https://a/1", rels: ["next"]), Link(url: "https://a/2", rels: ["prev"])]),
        // Quoted strings may hold commas, semicolons and escaped quotes.
        (#"<https://a/>; title="a \"b\", c; d"; rel="next""#,
         [Link(url: "https://a/", rels: ["next"], parameters: ["title": #"a "b", c; d"#])]),
        // Only the first rel counts; a parameter without a value is kept empty.
        (#"<https://a/>; rel="next"; rel="prev"; crossorigin"#,
         [Link(url: "https://a/", rels: ["next"], parameters: ["crossorigin": ""])]),
        // Junk between links is skipped, the good links survive.
        (#"<https://a/1>; rel="prev", garbage; rel="x", <https://a/2>; rel="next""#,
         [Link(url: "https://a/1", rels: ["prev"]), Link(url: "https://a/2", rels: ["next"])]),
        // An unterminated quote runs to the end.
        (#"<https://a/>; rel="next"#, [Link(url: "https://a/", rels: ["next"])]),
        // A link without rel is still a link.
        ("<https://a/>", [Link(url: "https://a/", rels: [])]),
    ])
    func toleratesEverythingRFC8288Allows(header: String, expected: [Link]) {
        #expect(LinkHeader.parse(header) == expected)
    }

    @Test(arguments: ["", "   ", ",,,", "garbage", "<https://a/", ";;;rel=next", "<<>>", ">; rel=\"next\"", "\u{0}\u{1B}[31m<"])
    func garbageGivesWhatItCanAndNoCrash(header: String) {
        let links = LinkHeader.parse(header)
        #expect(links.allSatisfy { !$0.url.contains(">") })
        #expect(links.next == nil)
    }

    @Test func randomInputNeverTraps() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("<>;=\", \t\\relnxt/:?&aé😀")
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            _ = LinkHeader.parse(text)
        }
    }
}

@Suite(.enabled(if: Fixtures.isAvailable, "needs ../shared/fixtures/github (recorded GitHub responses)"))
struct RecordedLinkHeaderTests {
    @Test func paginateIssuesRecordingHasGitHubsRelOrderOnEveryPage() throws {
        let pages = try RecordedExchange.load("octokit-scenarios/paginate-issues/raw-fixture.json")
            .filter { $0.method == "GET" && $0.header("link") != nil }
        #expect(pages.count == 5)
        let rels = pages.map { LinkHeader.parse($0.header("link")!).map(\.rels) }
        #expect(rels == [
            [["next"], ["last"]],
            [["prev"], ["next"], ["last"], ["first"]],
            [["prev"], ["next"], ["last"], ["first"]],
            [["prev"], ["next"], ["last"], ["first"]],
            [["prev"], ["first"]],
        ])
    }

    @Test func followingNextVisitsExactlyTheRecordedRequests() throws {
        let pages = try RecordedExchange.load("octokit-scenarios/paginate-issues/raw-fixture.json")
            .filter { $0.method == "GET" && $0.header("link") != nil }
        let followed = pages.compactMap { LinkHeader.parse($0.header("link")!).next?.url }
        #expect(followed == pages.dropFirst().map { "https://api.github.com" + $0.path })
        #expect(followed.first == "https://api.github.com/repositories/515435940/issues?per_page=3&page=2")
    }

    @Test func branchProtectionRecordingHasDeprecationWithType() throws {
        let exchange = try #require(
            try RecordedExchange.load("octokit-scenarios/branch-protection/raw-fixture.json")
                .first { $0.header("link") != nil })
        #expect(LinkHeader.parse(exchange.header("link")!) == [
            Link(
                url: "https://developer.github.com/changes/2020-01-21-moving-the-team-api-endpoints/",
                rels: ["deprecation"], parameters: ["type": "text/html"]),
            Link(url: "https://api.github.com/organizations/31898100/team/2527061/repositories/515435592", rels: ["alternate"]),
        ])
    }
}
