import TerminalUI

/// Draws the box over the frame between the header and the status line, at most 100 columns
/// wide, nothing of the screen below showing beside it.
enum TextBoxRenderer {
    static func render(_ model: TextBox.ViewModel, into buffer: inout ScreenBuffer, rect: Rect) {
        guard !rect.isEmpty else { return }
        model.box.render(title: model.title, lines: model.lines.map { ($0.text, $0.style) }, into: &buffer, area: rect)
    }
}
