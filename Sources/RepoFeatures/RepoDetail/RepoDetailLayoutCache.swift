/// The detail's lines as last wrapped, for one width. A scene keeps one so that scrolling — a
/// redraw per key — does not lay a long README out again; any change of lines or width does.
struct RepoDetailLayoutCache {
    private var lines: [RepoDetail.Line]?
    private var width = 0
    private var visual: [[RepoDetailRenderer.Span]] = []

    public init() {}

    /// `lines` wrapped to `width`, from the last call when it asked for the same.
    mutating func wrapped(_ lines: [RepoDetail.Line], width: Int) -> [[RepoDetailRenderer.Span]] {
        if lines != self.lines || width != self.width {
            visual = RepoDetailRenderer.wrap(lines, width: width)
            self.lines = lines
            self.width = width
        }
        return visual
    }
}
