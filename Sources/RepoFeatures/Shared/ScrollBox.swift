import TerminalUI

/// A box over the whole screen whose lines scroll (help, the message log): ↑ ↓ PgUp PgDn move
/// it, any other key closes it. Pure; the box keeps only how far it is scrolled.
struct ScrollBox: Equatable, Sendable {
    private(set) var scroll: Int

    /// Scrolled `scroll` lines down from the top.
    init(scroll: Int = 0) {
        self.scroll = scroll
    }

    /// The widest a box gets: help's key column and its summaries side by side, lines a reader's
    /// eye can still follow.
    static let maximumWidth = 100

    /// The box after `key`, never scrolled past its last page of `lineCount` lines; nil when the
    /// key closes it.
    func handling(_ key: Key, pageHeight: Int, lineCount: Int) -> ScrollBox? {
        var next = self
        switch key {
        case .up, .character("k"): next.scroll -= 1
        case .down, .character("j"): next.scroll += 1
        case .pageUp, .control("b"): next.scroll -= max(1, pageHeight)
        case .pageDown, .control("f"), .character(" "): next.scroll += max(1, pageHeight)
        case .resize: break
        default: return nil
        }
        next.scroll = max(0, min(next.scroll, lineCount - max(1, pageHeight)))
        return next
    }

    /// The box at most `maximumWidth` columns wide, centred in `area`.
    static func box(in area: Rect) -> Rect {
        let width = min(area.width, maximumWidth)
        return Rect(x: area.x + max(0, (area.width - width) / 2), y: area.y, width: width, height: area.height)
    }

    /// How many lines a page of the box in `area` shows.
    static func pageHeight(in area: Rect) -> Int {
        max(1, box(in: area).inset(horizontal: 2, vertical: 1).height)
    }

    /// The width the lines are laid out for in `area`.
    static func textWidth(in area: Rect) -> Int {
        max(0, box(in: area).width - 4)
    }

    /// Draws the box with `title` in its top edge and `lines`, scrolled and clamped to them; a
    /// corner says how many are below.
    func render(title: String, lines: [(text: String, style: Style)], into buffer: inout ScreenBuffer, area: Rect) {
        let box = Self.box(in: area)
        guard box.width >= 10, box.height >= 3 else { return }
        let inner = box.inset(horizontal: 2, vertical: 1)
        let top = min(scroll, max(0, lines.count - inner.height))
        // Nothing of the screen below shows through beside the box.
        buffer.fill(area, style: Palette.overlay)
        BoxBorder.draw(box, title: title, into: &buffer)
        for (row, line) in lines.dropFirst(top).prefix(inner.height).enumerated() {
            buffer.put(line.text, x: inner.x, y: inner.y + row, style: line.style, clip: inner)
        }
        if top + inner.height < lines.count {
            let more = " ↓ \(lines.count - top - inner.height) more "
            buffer.put(more, x: box.maxX - DisplayWidth.of(more) - 2, y: box.maxY - 1, style: Palette.overlayTitle, clip: box)
        }
    }
}

extension ScrollBox {
    /// The box with one line shown as chosen (the bulk change's menu, the journal's batches).
    func render(title: String, lines: [OverlayLine], highlighted: Int?, into buffer: inout ScreenBuffer, area: Rect) {
        var styled = lines.map { (text: $0.text, style: $0.style) }
        if let highlighted, styled.indices.contains(highlighted) { styled[highlighted].style = Palette.selected }
        render(title: title, lines: styled, into: &buffer, area: area)
    }

    /// Scrolled so that line `line` shows on a page of `pageHeight`, moving as little as it can.
    func showing(_ line: Int, pageHeight: Int) -> ScrollBox {
        let page = max(1, pageHeight)
        if line < scroll { return ScrollBox(scroll: line) }
        if line >= scroll + page { return ScrollBox(scroll: line - page + 1) }
        return self
    }
}
