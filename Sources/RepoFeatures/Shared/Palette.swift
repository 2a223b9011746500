import TerminalUI

/// The app's styles by meaning, so renderers never pick raw colours.
///
/// Colours are requests: on 256 colours they are drawn as written; on 8 the backend takes the
/// nearest base colour (and drops greys, which could vanish into the background); without
/// colours (`NO_COLOR`, `--color never`, a monochrome terminal) only the attributes remain,
/// plus each style's `monochrome` attributes — so every meaning still shows: the selection in
/// reverse, quiet rows dim, errors bold. Mid-tone colours read on dark and light backgrounds.
enum Palette {
    static let header = Style(attributes: [.bold])
    static let columnTitles = Style(foreground: .indexed(244), attributes: [.bold], monochrome: [.dim])
    static let status = Style(attributes: [.reverse])
    static let selected = Style(attributes: [.reverse])
    static let selectedUnfocused = Style(attributes: [.bold, .underline])
    /// GitHub's link blue, a shade lighter so it reads on a dark background too.
    static let name = Style(foreground: .indexed(33), attributes: [.bold])
    /// Archived repositories and forks: grey with colours, dim without.
    static let quiet = Style(foreground: .indexed(244), monochrome: [.dim])
    /// The "archived" / "fork" tag in front of a quiet row's description.
    static let tag = Style(foreground: .indexed(244), attributes: [.underline], monochrome: [.dim])
    static let language = Style(foreground: .indexed(136))
    static let stars = Style(foreground: .indexed(178))
    static let pushed = Style(foreground: .indexed(246), monochrome: [])
    static let legend = Style.plain
    static let label = Style(foreground: .indexed(244), monochrome: [.dim])
    static let title = Style(attributes: [.bold])
    /// A row marked for `c`, and one cloned already.
    static let marked = Style(foreground: .indexed(208), attributes: [.bold])
    static let cloned = Style(foreground: .indexed(70), monochrome: [.dim])
    /// The detail's commit sparklines: everyone's, and the owner's in another shade.
    static let activity = Style(foreground: .indexed(32))
    static let ownerActivity = Style(foreground: .indexed(70), monochrome: [.bold])
    static let missing = Style(foreground: .indexed(244), monochrome: [.dim])
    static let error = Style(foreground: .red, attributes: [.bold])
    static let border = Style(foreground: .indexed(240), monochrome: [.dim])
    static let overlay = Style()
    static let overlayTitle = Style(attributes: [.bold])
    /// Characters of a row that the filter matched.
    static let match = Style(foreground: .yellow, attributes: [.bold, .underline])
    /// The prompt's cursor cell, in a status line drawn in reverse.
    static let promptCursor = Style()

    static func status(for tone: StatusLine.Tone) -> Style {
        switch tone {
        case .normal: status
        case .busy: Style(foreground: .cyan, attributes: [.reverse, .bold])
        case .warning: Style(foreground: .yellow, attributes: [.reverse, .bold])
        case .error: Style(foreground: .red, attributes: [.reverse, .bold])
        }
    }
}
