/// A terminal size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells; `x`/`y` are the top-left corner.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The row `offset` lines below the top, one line high (empty when outside).
    public func row(_ offset: Int) -> Rect {
        guard offset >= 0, offset < height else { return Rect(x: x, y: y + offset, width: 0, height: 0) }
        return Rect(x: x, y: y + offset, width: width, height: 1)
    }

    /// Splits off `count` rows from the top.
    public func splitTop(_ count: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: taken),
                Rect(x: x, y: y + taken, width: width, height: height - taken))
    }

    /// Splits off `count` rows from the bottom.
    public func splitBottom(_ count: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: height - taken),
                Rect(x: x, y: y + height - taken, width: width, height: taken))
    }

    /// Splits into a left part `count` columns wide and the rest.
    public func splitLeft(_ count: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, count), width)
        return (Rect(x: x, y: y, width: taken, height: height),
                Rect(x: x + taken, y: y, width: width - taken, height: height))
    }

    /// The rectangle shrunk by `horizontal` columns each side and `vertical` rows each side.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }
}
