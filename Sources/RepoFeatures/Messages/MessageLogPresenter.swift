import TerminalUI

/// `!`: the status line's message in full, then the earlier ones, newest first, each wrapped to
/// the box — so a message longer than the status line is never lost. Pure.
enum MessageLogPresenter {
    static func lines(current: StatusLine, log: [LoggedMessage], width: Int, context: PresentationContext) -> [OverlayLine] {
        guard width > 0 else { return [] }
        var lines: [OverlayLine] = []
        if !current.message.isEmpty {
            lines.append(OverlayLine(text: "Now", style: Palette.overlayTitle))
            lines += wrapped(current.message, tone: current.tone, width: width)
        }
        if !log.isEmpty {
            if !lines.isEmpty { lines.append(OverlayLine(text: "", style: Palette.overlay)) }
            lines.append(OverlayLine(text: "Earlier", style: Palette.overlayTitle))
        }
        for message in log.reversed() {
            let time = context.dates.clockTime(message.at, now: context.now)
            lines += wrapped(time + " " + TerminalText.sanitize(message.text), tone: message.tone, width: width)
            // A command's output, indented under its message.
            for detail in message.details {
                lines += TextWrap.wrap(TerminalText.sanitize(detail), width: max(1, width - 2)).map { OverlayLine(text: "  " + $0, style: Palette.label) }
            }
        }
        if lines.isEmpty { lines.append(OverlayLine(text: "no messages yet", style: Palette.missing)) }
        return lines
    }

    private static func wrapped(_ text: String, tone: StatusLine.Tone, width: Int) -> [OverlayLine] {
        let style = tone == .error ? Palette.error : Palette.overlay
        return TextWrap.wrap(text, width: width).map { OverlayLine(text: $0, style: style) }
    }
}

/// One line of a box over the screen, with its style.
struct OverlayLine: Equatable, Sendable {
    var text: String
    var style: Style
}
