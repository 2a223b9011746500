import Testing
@testable import MarkdownText

@Suite struct LinkAndImageTests {
    @Test func linksShowTheirTextThenTheURLQuietly() {
        let lines = renderChecked("Try [repotui](https://github.com/example/repotui) now.", width: 60)
        #expect(lines.map(\.text) == ["Try repotui (https://github.com/example/repotui) now."])
        #expect(style(of: "repotui", in: lines[0]) == theme.link)
        #expect(style(of: "(https://github.com/example/repotui)", in: lines[0]) == theme.linkTarget)
    }

    @Test func autolinksAndLinksWhoseTextIsTheURLAreShownOnce() {
        let markdown = "<https://example.com> www.example.org https://x.dev/a <me@example.com> [https://y.dev](https://y.dev)"
        #expect(rendered(markdown, width: 80) == ["https://example.com www.example.org https://x.dev/a me@example.com https://y.dev"])
    }

    @Test func inPageAnchorsShowOnlyTheirText() {
        #expect(rendered("- [Install](#install)\n- [Usage](#usage)", width: 20) == ["• Install", "• Usage"])
    }

    @Test func imagesShowTheirAltTextAndBadgesTheirLink() {
        let markdown = "![Logo](logo.png) ![](spacer.gif) [![Build](https://ci/badge.svg)](https://ci/run)"
        let lines = renderChecked(markdown, width: 40)
        #expect(lines.map(\.text) == ["[image: Logo] [image] [image: Build]", "(https://ci/run)"])
        #expect(style(of: "[image: Logo]", in: lines[0]) == theme.image)
    }

    @Test func aLongURLBreaksLikeAnyLongWord() {
        #expect(rendered("[x](https://example.com/a/long/path)", width: 12) == ["x", "(https://exa", "mple.com/a/l", "ong/path)"])
    }
}
