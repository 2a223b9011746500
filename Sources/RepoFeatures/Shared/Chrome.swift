import TerminalUI

/// The pieces every screen shares: the header line, the status line and centred messages.
public enum Chrome {
    public static func drawHeader(_ text: String, into buffer: inout ScreenBuffer, rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect, style: Palette.header)
        buffer.put(DisplayWidth.truncate(" " + text, to: rect.width), x: rect.x, y: rect.y,
                   style: Palette.header, clip: rect)
    }

    /// Message on the left, key hints on the right; the hints give way first when space is short.
    public static func drawStatus(_ status: StatusLine, into buffer: inout ScreenBuffer, rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.fill(rect, style: Palette.status)
        let messageStyle = Palette.status(for: status.tone)
        let message = " " + status.message
        let messageWidth = DisplayWidth.of(message)
        let hintsRoom = rect.width - messageWidth - 3
        if hintsRoom >= DisplayWidth.of(status.hints) {
            buffer.put(status.hints + " ", x: rect.maxX - DisplayWidth.of(status.hints) - 1, y: rect.y,
                       style: Palette.status, clip: rect)
        }
        buffer.put(DisplayWidth.truncate(message, to: rect.width), x: rect.x, y: rect.y, style: messageStyle, clip: rect)
    }

    /// A one-line message centred in `rect` (truncated when the rect is narrow).
    public static func drawCentered(_ text: String, into buffer: inout ScreenBuffer, rect: Rect, style: Style = .plain) {
        guard !rect.isEmpty else { return }
        let line = DisplayWidth.truncate(text, to: rect.width)
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(line)) / 2)
        buffer.put(line, x: x, y: rect.y + rect.height / 2, style: style, clip: rect)
    }
}
