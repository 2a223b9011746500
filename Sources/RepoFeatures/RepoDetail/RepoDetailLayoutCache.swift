import TerminalUI

/// The detail's lines as last wrapped, for one width. A scene keeps one so that scrolling — a
/// redraw per key — does not lay a long README out again; any change of lines or width does.
struct RepoDetailLayoutCache {
    private var lines: [RepoDetail.Line]?
    private var width = 0
    private var depth = ColorDepth.extended
    private var visual: [[RepoDetailRenderer.Span]] = []

    init() {}

    /// `lines` wrapped to `width`, from the last call when it asked for the same.
    mutating func wrapped(_ lines: [RepoDetail.Line], width: Int, depth: ColorDepth) -> [[RepoDetailRenderer.Span]] {
        if lines != self.lines || width != self.width || depth != self.depth {
            visual = RepoDetailRenderer.wrap(lines, width: width, depth: depth)
            self.lines = lines
            self.width = width
            self.depth = depth
        }
        return visual
    }
}
