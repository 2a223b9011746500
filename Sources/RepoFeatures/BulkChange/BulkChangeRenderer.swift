import TerminalUI

/// Draws the bulk change as a box over the frame, the menu's highlighted change in reverse. Pure.
enum BulkChangeRenderer {
    static func render(_ model: BulkChange.ViewModel, into buffer: inout ScreenBuffer, rect: Rect) {
        guard !rect.isEmpty else { return }
        model.box.render(title: model.title, lines: model.lines, highlighted: model.highlighted, into: &buffer, area: rect)
    }
}
