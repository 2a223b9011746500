@testable import CursesTerminal
import Testing
import TerminalUI

@Suite struct ScreenPainterTests {
    /// What the painter asked of the canvas, in order.
    enum Write: Equatable {
        case erase
        case put(String, x: Int, y: Int, style: Style = .plain)
        case flush
    }

    struct SpyCanvas: GlyphCanvas {
        var writes: [Write] = []
        mutating func erase() { writes.append(.erase) }
        mutating func put(_ scalars: [Unicode.Scalar], style: Style, x: Int, y: Int) {
            writes.append(.put(String(String.UnicodeScalarView(scalars)), x: x, y: y, style: style))
        }
        mutating func flush() { writes.append(.flush) }
    }

    private func buffer(_ lines: [String], width: Int) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { buffer.put(line, x: 0, y: row) }
        return buffer
    }

    /// Paints `frames` one after the other and returns the writes of each.
    private func paint(_ frames: [ScreenBuffer], screen: Size) -> [[Write]] {
        var painter = ScreenPainter(wcwidth: FakeWcwidth.width)
        return frames.map { frame in
            var canvas = SpyCanvas()
            painter.paint(frame, screen: screen, on: &canvas)
            return canvas.writes
        }
    }

    @Test("The first frame erases and writes every cell, leaving wide glyphs' right halves alone")
    func firstFrameIsWhole() {
        let writes = paint([buffer(["a中b"], width: 4)], screen: Size(width: 4, height: 1))
        #expect(writes == [[.erase, .put("a", x: 0, y: 0), .put("中", x: 1, y: 0), .put("b", x: 3, y: 0), .flush]])
    }

    @Test("Later frames write only the cells that changed")
    func onlyChangesAreWritten() {
        let frames = [buffer(["ab", "cd"], width: 2), buffer(["ab", "cd"], width: 2), buffer(["ab", "cx"], width: 2)]
        let writes = paint(frames, screen: Size(width: 2, height: 2))
        #expect(writes.dropFirst() == [[.flush], [.put("x", x: 1, y: 1), .flush]])
    }

    @Test("A flag, narrower to wcwidth than its cell, is followed by a space")
    func narrowGlyphIsPadded() {
        let writes = paint([buffer(["🇺🇸!"], width: 3)], screen: Size(width: 3, height: 1))
        #expect(writes == [[.erase, .put("🇺", x: 0, y: 0), .put(" ", x: 1, y: 0), .put("!", x: 2, y: 0), .flush]])
    }

    @Test("A new buffer size redraws everything from scratch")
    func sizeChangeRedrawsAll() {
        let writes = paint([buffer(["ab"], width: 2), buffer(["ab"], width: 3)], screen: Size(width: 3, height: 1))
        #expect(writes.last == [.erase, .put("a", x: 0, y: 0), .put("b", x: 1, y: 0), .put(" ", x: 2, y: 0), .flush])
    }

    @Test("After invalidate the next frame is drawn whole")
    func invalidateRedrawsAll() {
        var painter = ScreenPainter(wcwidth: FakeWcwidth.width)
        var canvas = SpyCanvas()
        let frame = buffer(["ab"], width: 2)
        painter.paint(frame, screen: Size(width: 2, height: 1), on: &canvas)
        painter.invalidate()
        canvas.writes = []
        painter.paint(frame, screen: Size(width: 2, height: 1), on: &canvas)
        #expect(canvas.writes == [.erase, .put("a", x: 0, y: 0), .put("b", x: 1, y: 0), .flush])
    }

    @Test("Cells outside the screen are not drawn, and a wide glyph cut by the edge becomes a blank")
    func clipsToScreen() {
        let writes = paint([buffer(["ab中", "cd"], width: 4)], screen: Size(width: 3, height: 1))
        #expect(writes == [[.erase, .put("a", x: 0, y: 0), .put("b", x: 1, y: 0), .put(" ", x: 2, y: 0), .flush]])
    }

    @Test("When only a wide glyph's right half changes style, the whole glyph is drawn again")
    func continuationChangeRedrawsOwner() {
        let first = buffer(["a中"], width: 3)
        var second = first
        second.applyAttributes(.reverse, to: Rect(x: 2, y: 0, width: 1, height: 1))
        let writes = paint([first, second], screen: Size(width: 3, height: 1))
        #expect(writes.last == [.put("中", x: 1, y: 0), .flush])
    }

    @Test("A wide glyph replacing two narrow ones is written once, with the new style")
    func wideReplacesNarrow() {
        var second = ScreenBuffer(size: Size(width: 2, height: 1))
        second.put("中", x: 0, y: 0, style: Style(foreground: .red))
        let writes = paint([buffer(["ab"], width: 2), second], screen: Size(width: 2, height: 1))
        #expect(writes.last == [.put("中", x: 0, y: 0, style: Style(foreground: .red)), .flush])
    }

    @Test("A zero-sized buffer or screen draws nothing and does not crash")
    func zeroSizes() {
        let writes = paint([ScreenBuffer(size: Size(width: 0, height: 0)), buffer(["ab"], width: 2)],
                           screen: Size(width: 0, height: 0))
        #expect(writes == [[.erase, .flush], [.erase, .flush]])
    }
}
