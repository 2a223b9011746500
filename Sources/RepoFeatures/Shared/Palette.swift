import TerminalUI

/// The app's styles by meaning, so renderers never pick raw colours.
public enum Palette {
    public static let header = Style(attributes: [.bold])
    public static let columnTitles = Style(attributes: [.dim])
    public static let status = Style(attributes: [.reverse])
    public static let selected = Style(attributes: [.reverse])
    public static let selectedUnfocused = Style(attributes: [.bold, .underline])
    public static let name = Style(foreground: .cyan, attributes: [.bold])
    public static let quiet = Style(attributes: [.dim])
    public static let language = Style(foreground: .yellow)
    public static let stars = Style(foreground: .yellow)
    public static let label = Style(attributes: [.dim])
    public static let title = Style(attributes: [.bold])
    public static let missing = Style(attributes: [.dim])
    public static let error = Style(foreground: .red, attributes: [.bold])
    public static let border = Style(attributes: [.dim])
    public static let overlay = Style()
    public static let overlayTitle = Style(attributes: [.bold])
    /// Characters of a row that the filter matched.
    public static let match = Style(foreground: .yellow, attributes: [.bold, .underline])
    /// The prompt's cursor cell, in a status line drawn in reverse.
    public static let promptCursor = Style()

    public static func status(for tone: StatusLine.Tone) -> Style {
        switch tone {
        case .normal: status
        case .busy: Style(foreground: .cyan, attributes: [.reverse, .bold])
        case .warning: Style(foreground: .yellow, attributes: [.reverse, .bold])
        case .error: Style(foreground: .red, attributes: [.reverse, .bold])
        }
    }
}
