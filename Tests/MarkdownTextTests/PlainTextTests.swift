import Testing
import TerminalUI
@testable import MarkdownText

/// READMEs that are not Markdown keep their lines: nothing interpreted, long lines wrapped
/// under their own indentation.
@Suite struct PlainTextTests {
    static let rst = """
    repotui
    =======

    * not a Markdown list, and **not bold**
    # not a heading

    .. code-block:: shell

        swift build -c release\tand a very long argument list that cannot fit

    +------+-------+
    | Key  | Does  |
    +======+=======+


    """

    @Test func linesAreKeptAsWrittenAndLongOnesWrapUnderTheirIndentation() {
        let lines = PlainTextRenderer.render(Self.rst, width: 40)
        #expect(lines.map(\.text) == [
            "repotui",
            "=======",
            "",
            "* not a Markdown list, and **not bold**",
            "# not a heading",
            "",
            ".. code-block:: shell",
            "",
            "    swift build -c release and a very",
            "    long argument list that cannot fit",
            "",
            "+------+-------+",
            "| Key  | Does  |",
            "+======+=======+",
        ])
        #expect(lines.allSatisfy { $0.spans.allSatisfy { $0.style == .plain } })
        #expect(lines.allSatisfy { $0.width <= 40 })
    }

    @Test func controlCharactersAndEscapesAreMadeHarmless() {
        #expect(PlainTextRenderer.render("\u{1B}[31mred\u{1B}[0m and a bell\u{07}\n", width: 40).map(\.text)
                == ["red and a bell^G"])
    }

    @Test func deepIndentationTakesAtMostHalfTheWidth() {
        let line = String(repeating: " ", count: 30) + "indented words wrap"
        #expect(PlainTextRenderer.render(line, width: 20).map(\.text) == [
            "          indented",
            "          words wrap",
        ])
    }

    @Test func aWidthBelowOneGivesNoLines() {
        #expect(PlainTextRenderer.render("text", width: 0) == [])
    }
}
