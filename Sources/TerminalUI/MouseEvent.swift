/// A mouse button or wheel event at a cell of the screen (0-based, from the top left).
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The left button went down.
        case press
        /// A button came up.
        case release
        case wheelUp
        case wheelDown
    }

    public var x: Int
    public var y: Int
    public var kind: Kind
    /// For a press: 1, or 2 when it completes a double click (see `ClickCounter`); else 0.
    public var clicks: Int

    public init(x: Int, y: Int, kind: Kind, clicks: Int = 0) {
        self.x = x
        self.y = y
        self.kind = kind
        self.clicks = clicks
    }

    public var isDoubleClick: Bool { kind == .press && clicks >= 2 }

    /// How help and logs name it: "click 12,3", "double-click 12,3", "wheel up 12,3".
    public var label: String {
        let name = switch kind {
        case .press: clicks >= 2 ? "double-click" : "click"
        case .release: "release"
        case .wheelUp: "wheel up"
        case .wheelDown: "wheel down"
        }
        return "\(name) \(x),\(y)"
    }
}
