import Testing
import TerminalUI
@testable import MarkdownText

/// README text is written by strangers: nothing in it may reach the terminal as a command.
@Suite struct HostileContentTests {
    static let esc = "\u{1B}"

    @Test func escapeSequencesInTextAreRemovedWhole() {
        let markdown = "Plain \(Self.esc)[31mred\(Self.esc)[0m, \(Self.esc)]52;c;ZXZpbA==\u{07}clipboard, \(Self.esc)]0;title\(Self.esc)\\ title."
        #expect(rendered(markdown, width: 60) == ["Plain red, clipboard, title."])
    }

    @Test func escapesSpelledAsEntitiesAreRemovedToo() {
        #expect(rendered("a &#27;[2J b &#x9b;31m c &#7; d", width: 40) == ["a b c ^G d"])
    }

    @Test func escapesInCodeAreRemovedAndOtherControlsShownInCaretNotation() {
        let markdown = "`\(Self.esc)[2Jspan`\n\n```\n\(Self.esc)[2Jwiped\u{07}\n\(Self.esc)]8;;https://evil\(Self.esc)\\link\n```"
        #expect(rendered(markdown, width: 30) == ["span", "", "wiped^G", "link"])
    }

    @Test func escapesInLinkURLsAndImageAltAreRemoved() {
        let markdown = "[text](<https://x.dev/\(Self.esc)[8m>) ![alt\u{9B}5m](i.png) <https://a.dev/&#27;[31m>"
        #expect(rendered(markdown, width: 60) == ["text (https://x.dev/) [image: alt] https://a.dev/"])
    }

    @Test func escapesInTableCellsHeadingsAndHTMLAreRemoved() {
        let markdown = """
        # Title\(Self.esc)[31m

        | a\(Self.esc)[1m | b |
        |---|---|
        | \(Self.esc)]0;x\u{07}1 | 2\u{9B}31m |

        <div>\(Self.esc)[2Jhtml\u{07}</div>
        """
        #expect(rendered(markdown, width: 20) == ["Title", "═════", "", "a │ b", "──┼──", "1 │ 2", "", "html^G"])
    }

    @Test func bidirectionalOverridesAreDropped() {
        #expect(rendered("abc\u{202E}def\u{2066}", width: 20) == ["abcdef"])
    }

    @Test(arguments: 1...12)
    func noHostileSampleBreaksTheWidthOrLetsAControlThrough(width: Int) {
        let samples = [
            "\(Self.esc)[31m# x\n\n> \(Self.esc)]52;c;\u{07}\n\n- [ ] \u{9B}2J",
            "|\(Self.esc)|\u{07}|\n|-|-|\n|\u{1}|\u{7F}|",
            "```\n\t\(Self.esc)[\t31m\u{0}\r\n```",
            "[\(Self.esc)](\u{9D}x) ![\u{85}](y) <\u{0}>",
            "<p>\(Self.esc)[1m<img alt=\"\(Self.esc)[31m\"></p>",
        ]
        for sample in samples {
            _ = renderChecked(sample, width: width)
        }
    }
}
