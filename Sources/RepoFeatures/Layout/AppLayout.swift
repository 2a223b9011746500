import TerminalUI

/// How the screen is divided at a given size.
enum AppLayout: Equatable, Sendable {
    /// Below the minimum: only a short message is drawn.
    case tooSmall
    /// One scene fills the body (the detail replaces the list).
    case single(header: Rect, body: Rect, status: Rect)
    /// List and detail side by side.
    case split(header: Rect, list: Rect, divider: Rect, detail: Rect, status: Rect)

    static let minimumSize = Size(width: 40, height: 8)
    static let splitMinimumWidth = 100
    /// From this height the header has a second line, for the language bar; below it every
    /// row goes to the list (at 24 rows the list still shows 19).
    static let languageBarMinimumHeight = 16

    /// The layout of `app`'s terminal: split when wide enough, unless the app keeps one page
    /// (the accessible mode: a screen reader reads a line across both panes as one).
    init(_ app: AppState) {
        self.init(size: app.size, splits: app.splitsWide)
    }

    init(size: Size, splits: Bool = true) {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            self = .tooSmall
            return
        }
        let screen = Rect(size: size)
        let (header, rest) = screen.splitTop(size.height >= Self.languageBarMinimumHeight ? 2 : 1)
        let (body, status) = rest.splitBottom(1)
        guard splits, size.width >= Self.splitMinimumWidth else {
            self = .single(header: header, body: body, status: status)
            return
        }
        // Half each: the list keeps its description column, the pane fits a clone URL at 120.
        let (list, right) = body.splitLeft(size.width / 2)
        let (divider, detail) = right.splitLeft(1)
        self = .split(header: header, list: list, divider: divider, detail: detail, status: status)
    }

    /// The header: one line, or two (name and stars, then the language bar) when tall enough.
    var header: Rect? {
        switch self {
        case .tooSmall: nil
        case .single(let header, _, _), .split(let header, _, _, _, _): header
        }
    }

    /// The body: where pages are drawn (both panes in the split layout); nil when too small.
    var body: Rect? {
        switch self {
        case .tooSmall: nil
        case .single(_, let body, _): body
        case .split(_, let list, _, let detail, _): Rect(x: list.x, y: list.y, width: detail.maxX - list.x, height: list.height)
        }
    }

    var status: Rect? {
        switch self {
        case .tooSmall: nil
        case .single(_, _, let status), .split(_, _, _, _, let status): status
        }
    }

    /// The pane of a list (its column titles and rows): the body, or the left half beside a detail.
    var listPane: Rect {
        switch self {
        case .tooSmall: Rect(x: 0, y: 0, width: 0, height: 0)
        case .single(_, let body, _): body
        case .split(_, let list, _, _, _): list
        }
    }

    /// The pane of a detail: the body, or the right half.
    var detailPane: Rect {
        switch self {
        case .tooSmall: Rect(x: 0, y: 0, width: 0, height: 0)
        case .single(_, let body, _): body
        case .split(_, _, _, let detail, _): detail
        }
    }

    /// Where boxes over the whole frame go (help, messages, clones): every row between the
    /// header's first line and the status line.
    var overlayArea: Rect {
        guard let header, let status else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: 0, y: header.y + 1, width: status.width, height: max(0, status.y - header.y - 1))
    }

    /// A modal box (the column chooser) centred over the body, at most `width` × `height`.
    func modal(width: Int, height: Int) -> Rect {
        guard let body else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let boxWidth = min(width, body.width), boxHeight = min(height, body.height)
        return Rect(x: body.x + (body.width - boxWidth) / 2, y: body.y + (body.height - boxHeight) / 2,
                    width: boxWidth, height: boxHeight)
    }
}
