/// One terminal cell. A wide grapheme occupies its cell (width 2) and the next one, which
/// holds a `continuation` marker so the two can never be split or overwritten by halves.
public struct Cell: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case grapheme(Character, width: Int)
        /// The right half of the wide grapheme to the left.
        case continuation
    }

    public var content: Content
    public var style: Style

    public init(_ character: Character, width: Int = 1, style: Style = .plain) {
        self.content = .grapheme(character, width: width)
        self.style = style
    }

    public init(content: Content, style: Style) {
        self.content = content
        self.style = style
    }

    public static let blank = Cell(" ")

    public var isContinuation: Bool { content == .continuation }
}
