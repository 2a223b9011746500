import Testing
@testable import MarkdownText

/// Relative links become the addresses github.com gives them, from the README's own folder on
/// the repository's branch.
@Suite struct RelativeLinkTests {
    static let top = LinkBase(repositoryURL: "https://github.com/o/r", branch: "main", path: "README.md")!
    static let nested = LinkBase(repositoryURL: "https://github.com/o/r/", branch: "release/2.x", path: "docs/README.md")!

    @Test(arguments: [
        ("docs/guide.md", "https://github.com/o/r/blob/main/docs/guide.md"),
        ("./CONTRIBUTING.md", "https://github.com/o/r/blob/main/CONTRIBUTING.md"),
        ("/LICENSE", "https://github.com/o/r/blob/main/LICENSE"),
        ("Sources/?plain=1#L10", "https://github.com/o/r/blob/main/Sources/?plain=1#L10"),
        ("https://example.com/x", "https://example.com/x"),
        ("mailto:me@example.com", "mailto:me@example.com"),
        ("//cdn.example.com/a.png", "https://cdn.example.com/a.png"),
        ("#install", "#install"),
        ("", ""),
    ])
    func linksInATopLevelReadme(link: String, absolute: String) {
        #expect(Self.top.absolute(link) == absolute)
    }

    @Test(arguments: [
        ("guide.md", "https://github.com/o/r/blob/release/2.x/docs/guide.md"),
        ("../Package.swift", "https://github.com/o/r/blob/release/2.x/Package.swift"),
        ("/Sources/main.swift", "https://github.com/o/r/blob/release/2.x/Sources/main.swift"),
        ("notes/a:b.md", "https://github.com/o/r/blob/release/2.x/docs/notes/a:b.md"),
    ])
    func linksInAReadmeInAFolderOnABranchWithASlash(link: String, absolute: String) {
        #expect(Self.nested.absolute(link) == absolute)
    }

    @Test func theRendererShowsRelativeTargetsResolvedAndLeavesAbsoluteOnesAlone() {
        let markdown = "See [the guide](docs/guide.md), [the site](https://example.com) and [below](#usage)."
        #expect(MarkdownRenderer.render(markdown, width: 200, links: Self.top).map(\.text) == [
            "See the guide (https://github.com/o/r/blob/main/docs/guide.md), the site (https://example.com) and below.",
        ])
        #expect(MarkdownRenderer.render("[![CI](ci.svg)](actions/ci.yml)", width: 200, links: Self.top).map(\.text) == [
            "[image: CI] (https://github.com/o/r/blob/main/actions/ci.yml)",
        ])
    }

    @Test func withoutABaseRelativeTargetsAreShownAsWritten() {
        #expect(rendered("[guide](docs/guide.md)", width: 80) == ["guide (docs/guide.md)"])
    }
}
