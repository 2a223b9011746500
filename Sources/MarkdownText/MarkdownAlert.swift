import TerminalUI

/// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case) is drawn with a titled first line instead of the
/// raw marker, as github.com does.
enum MarkdownAlert: String, CaseIterable {
    case note, tip, important, warning, caution

    /// The title line: a glyph, so the kind shows at a glance, and the word, so it survives a
    /// terminal without colours.
    var title: String {
        switch self {
        case .note: "ℹ Note"
        case .tip: "✦ Tip"
        case .important: "‼ Important"
        case .warning: "⚠ Warning"
        case .caution: "✖ Caution"
        }
    }

    func style(in theme: MarkdownTheme) -> Style {
        switch self {
        case .note: theme.noteAlert
        case .tip: theme.tipAlert
        case .important: theme.importantAlert
        case .warning: theme.warningAlert
        case .caution: theme.cautionAlert
        }
    }

    /// The alert a quote's first paragraph opens with, and the paragraph without its marker;
    /// nil when it does not start with one. The marker must stand alone: followed by the end
    /// of the paragraph or by a space (the line break after it arrives as one).
    static func parse(_ pieces: [InlinePiece]) -> (alert: MarkdownAlert, rest: [InlinePiece])? {
        guard case .text(let text, let style)? = pieces.first, text.hasPrefix("[!"),
              let close = text.firstIndex(of: "]") else { return nil }
        let name = text[text.index(text.startIndex, offsetBy: 2)..<close].lowercased()
        guard let alert = MarkdownAlert(rawValue: name) else { return nil }
        let after = text[text.index(after: close)...]
        guard after.isEmpty || after.first?.isWhitespace == true else { return nil }
        var rest = Array(pieces.dropFirst())
        let remainder = after.drop(while: \.isWhitespace)
        if !remainder.isEmpty {
            rest.insert(.text(String(remainder), style), at: 0)
        } else if rest.first == .lineBreak {
            rest.removeFirst()
        }
        return (alert, rest)
    }
}
