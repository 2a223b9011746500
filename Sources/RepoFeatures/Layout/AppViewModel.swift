import TerminalUI

/// One frame, composed: what each pane shows and where, the header, the status line, and what
/// lies over them. The presenter makes it from `AppState`; the frame renderer draws it.
public struct AppViewModel: Equatable, Sendable {
    public struct Pane: Equatable, Sendable {
        public var rect: Rect
        public var content: PaneContent
        public var focused: Bool
    }

    public var layout: AppLayout
    public var header: String
    /// The header's second line, when it has one.
    public var profile: RepoList.Profile?
    /// The pages, drawn in order: one, or the list and the detail side by side.
    public var panes: [Pane]
    /// The split layout's divider, when both panes are drawn.
    public var divider: Rect?
    /// Boxes over the pages (the column chooser), drawn after them.
    public var modals: [Pane] = []
    public var status: StatusLine
    public var help: HelpOverlay?
}
