import TerminalUI

/// A tab's list, display-ready: a heading, the rows, where the selection and the window are,
/// and a last line for what a further page is doing.
struct ActivityListViewModel: Equatable, Sendable {
    var heading: String
    var rows: [ActivityRow]
    var selection: Int
    var scroll: Int
    /// In place of rows when there are none: why ("loading issues…", "no open issues").
    var empty: String?
    /// Below the rows: "loading more…", or why more could not be loaded.
    var footer: String?
}

/// One row: a mark (a pull request's checks), a lead (number or conclusion), the title, tags
/// (labels, "draft", a review decision) and facts at the right.
struct ActivityRow: Equatable, Sendable {
    /// A glyph before the lead, in a column of its own when any row has one.
    var mark: ActivitySpan?
    var lead: ActivitySpan
    var title: String
    var tags: [ActivitySpan]
    /// The facts at the right, in columns the same for every row of a list (an empty one where
    /// a row has nothing to say); the first columns give way first when the line is short.
    var trail: [String]
    /// The columns the title keeps before a tag gives way: fewer where a tag says more than the
    /// rest of the title would (a pull request's review decision).
    var titleKeeps: Int

    init(mark: ActivitySpan? = nil, lead: ActivitySpan, title: String, tags: [ActivitySpan], trail: [String], titleKeeps: Int = 20) {
        self.mark = mark
        self.lead = lead
        self.title = title
        self.tags = tags
        self.trail = trail
        self.titleKeeps = titleKeeps
    }
}

struct ActivitySpan: Equatable, Sendable {
    var text: String
    var style: Style

    init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}
