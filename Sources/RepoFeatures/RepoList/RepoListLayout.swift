import TerminalUI

/// How the list's pane is divided; shared by the interactor (page size) and the renderer.
public enum RepoListLayout {
    /// Header line above, column titles, status line below.
    public static let chromeRows = 3

    public static func visibleRows(in size: Size) -> Int {
        max(1, size.height - chromeRows)
    }
}
