import TerminalUI

/// The reading screen's lines as last made and wrapped, for one source and width: scrolling a
/// conversation of hundreds of comments redraws on every key, and neither making its lines nor
/// laying them out should happen again for that.
struct ActivityDetailLayoutCache {
    private var source: ActivityDetail.Source?
    private var width = 0
    private var depth = ColorDepth.extended
    private var visual: [[RepoDetailRenderer.Span]] = []

    init() {}

    mutating func wrapped(_ source: ActivityDetail.Source, width: Int, depth: ColorDepth) -> [[RepoDetailRenderer.Span]] {
        if source != self.source || width != self.width || depth != self.depth {
            visual = RepoDetailRenderer.wrap(ActivityDetailPresenter.lines(source), width: width, depth: depth)
            self.source = source
            self.width = width
            self.depth = depth
        }
        return visual
    }
}
