import TerminalUI

/// The styles rendered Markdown uses, by meaning. The app may pass its own; `standard` suits
/// a dark or light terminal with eight colours.
///
/// TerminalUI has no italic or strike-through attribute, so emphasis is underlined (as man
/// pages do) and struck text is dim and keeps its `~~` markers, so the meaning survives on a
/// terminal without colours or attributes.
public struct MarkdownTheme: Hashable, Sendable {
    /// Levels 1 to 6, in order.
    public var headings: [Style] = [
        Style(foreground: .cyan, attributes: [.bold, .underline]),
        Style(foreground: .cyan, attributes: [.bold]),
        Style(attributes: [.bold, .underline]),
        Style(attributes: [.bold]),
        Style(attributes: [.underline]),
        Style(attributes: [.dim, .underline]),
    ]
    public var emphasis = Style(attributes: [.underline])
    public var strong = Style(attributes: [.bold])
    public var strikethrough = Style(attributes: [.dim])
    public var inlineCode = Style(foreground: .green)
    public var codeBlock = Style(foreground: .green)
    /// The `↪` before a code row that continues the line above.
    public var codeContinuation = Style(attributes: [.dim])
    public var link = Style(foreground: .blue, attributes: [.underline])
    /// The URL shown after a link's text.
    public var linkTarget = Style(attributes: [.dim])
    public var image = Style(foreground: .magenta)
    public var quoteGutter = Style(attributes: [.dim])
    public var listMarker = Style(foreground: .cyan)
    public var rule = Style(attributes: [.dim])
    public var tableHeader = Style(attributes: [.bold])
    public var tableBorder = Style(attributes: [.dim])
    /// The title lines of GitHub's alerts (`> [!NOTE]` …), coloured as github.com colours them.
    public var noteAlert = Style(foreground: .blue, attributes: [.bold])
    public var tipAlert = Style(foreground: .green, attributes: [.bold])
    public var importantAlert = Style(foreground: .magenta, attributes: [.bold])
    public var warningAlert = Style(foreground: .yellow, attributes: [.bold])
    public var cautionAlert = Style(foreground: .red, attributes: [.bold])
    /// The text left of an HTML block once its tags are gone.
    public var html = Style(attributes: [.dim])

    public init() {}

    public static let standard = MarkdownTheme()

    /// The style of a heading; levels outside 1…6 are clamped.
    public func heading(level: Int) -> Style {
        guard !headings.isEmpty else { return .plain }
        return headings[min(max(level, 1), headings.count) - 1]
    }
}
