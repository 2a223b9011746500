import TerminalUI

/// How the screen is divided at a given size.
public enum AppLayout: Equatable, Sendable {
    /// Below the minimum: only a short message is drawn.
    case tooSmall
    /// One scene fills the body (the detail replaces the list).
    case single(header: Rect, body: Rect, status: Rect)
    /// List and detail side by side.
    case split(header: Rect, list: Rect, divider: Rect, detail: Rect, status: Rect)

    public static let minimumSize = Size(width: 40, height: 8)
    public static let splitMinimumWidth = 100

    public init(size: Size) {
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            self = .tooSmall
            return
        }
        let screen = Rect(size: size)
        let (header, rest) = screen.splitTop(1)
        let (body, status) = rest.splitBottom(1)
        guard size.width >= Self.splitMinimumWidth else {
            self = .single(header: header, body: body, status: status)
            return
        }
        // Half each: the list keeps its description column, the pane fits a clone URL at 120.
        let (list, right) = body.splitLeft(size.width / 2)
        let (divider, detail) = right.splitLeft(1)
        self = .split(header: header, list: list, divider: divider, detail: detail, status: status)
    }

    /// The size the list scene lays itself out for (header and status included, as its
    /// layout counts them).
    public var listSceneSize: Size {
        switch self {
        case .tooSmall: Size(width: 0, height: 0)
        case .single(_, let body, _): Size(width: body.width, height: body.height + 2)
        case .split(_, let list, _, _, _): Size(width: list.width, height: list.height + 2)
        }
    }
}
