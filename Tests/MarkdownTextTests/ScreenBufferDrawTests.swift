import Testing
import TerminalUI
@testable import MarkdownText

@Suite struct ScreenBufferDrawTests {
    static let lines = MarkdownRenderer.render("# Title\n\n- one\n- two\n- three\n- four", width: 10)

    @Test func linesAreDrawnFromTheScrollOffsetIntoTheRect() {
        var buffer = ScreenBuffer(size: Size(width: 14, height: 5), filling: Cell("x"))
        buffer.draw(Self.lines, in: Rect(x: 2, y: 1, width: 10, height: 3), scrollOffset: 3)
        #expect(buffer.lines == [
            "xxxxxxxxxxxxxx",
            "xx• one     xx",
            "xx• two     xx",
            "xx• three   xx",
            "xxxxxxxxxxxxxx",
        ])
        #expect(buffer[2, 1].style == theme.listMarker)
        #expect(buffer[4, 1].style == .plain)
    }

    @Test func rowsPastTheLastLineAreBlankAndNegativeOffsetsStartAtTheTop() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 3), filling: Cell("x"))
        buffer.draw(Self.lines, in: buffer.bounds, scrollOffset: 5)
        #expect(buffer.lines == ["• three", "• four", ""])
        buffer.draw(Self.lines, in: buffer.bounds, scrollOffset: -4)
        #expect(buffer.lines == ["Title", "═════", ""])
        #expect(buffer[0, 0].style == theme.heading(level: 1))
    }

    @Test func aRectNarrowerThanTheLinesClipsThem() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.draw(MarkdownRenderer.render("漢字漢字", width: 8), in: buffer.bounds)
        #expect(buffer.lines == ["漢字"])
    }

    @Test func theLargestScrollOffsetShowsTheLastLineAtTheBottom() {
        #expect(MarkdownRenderer.maxScrollOffset(lineCount: 7, height: 3) == 4)
        #expect(MarkdownRenderer.maxScrollOffset(lineCount: 2, height: 3) == 0)
        #expect(MarkdownRenderer.maxScrollOffset(lineCount: 2, height: -1) == 2)
    }
}
