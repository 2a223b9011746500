import TerminalUI

/// One frame, composed: what each pane shows and where, the header, the status line, and what
/// lies over them. The presenter makes it from `AppState`; the frame renderer draws it.
struct AppViewModel: Equatable {
    struct Pane: Equatable {
        var rect: Rect
        var content: PaneContent
        var focused: Bool
    }

    var layout: AppLayout
    var header: String
    /// The header's second line, when it has one.
    var profile: RepoList.Profile?
    /// The top list's scopes, or the open detail's tabs, at the right of the header's first line.
    var tabs: HeaderTabs?
    /// The pages, drawn in order: one, or the list and the detail side by side.
    var panes: [Pane]
    /// The split layout's divider, when both panes are drawn.
    var divider: Rect?
    /// Boxes over the pages (the column chooser), drawn after them.
    var modals: [Pane] = []
    var status: StatusLine
}
