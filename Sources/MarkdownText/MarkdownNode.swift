/// A node of the parsed document with what layout needs from it, copied out of cmark so that
/// nothing past `CmarkReader` touches C memory.
enum MarkdownNode: Equatable, Sendable {
    // Blocks
    case document
    case blockQuote
    case list(ListShape)
    case item(task: TaskState?)
    case codeBlock(String)
    case htmlBlock(String)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case table(alignments: [ColumnAlignment])
    case tableRow(isHeader: Bool)
    case tableCell
    // Inlines
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case inlineHTML(String)
    case emphasis
    case strong
    case strikethrough
    case link(url: String)
    case image
    /// Footnotes and nodes of unknown extensions: not drawn themselves, their text still is.
    case other

    /// A block (document, quote, list, paragraph, code …), as opposed to inline content.
    var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
             .thematicBreak, .table, .tableRow, .tableCell:
            true
        case .text, .softBreak, .lineBreak, .code, .inlineHTML, .emphasis, .strong, .strikethrough,
             .link, .image, .other:
            false
        }
    }

    struct ListShape: Equatable, Sendable {
        var isOrdered: Bool
        var start: Int
        /// `1)` rather than `1.`.
        var usesParenthesis: Bool
        var isTight: Bool
        var itemCount: Int
    }

    enum TaskState: Equatable, Sendable {
        case open, done
    }

    enum ColumnAlignment: Equatable, Sendable {
        case none, left, center, right
    }
}

/// One step of cmark's walk: a node is entered, then (unless it is a leaf) exited after its
/// children. A flat stream, so layout needs no recursion however deep the document nests.
enum MarkdownEvent: Equatable, Sendable {
    case enter(MarkdownNode)
    case exit(MarkdownNode)
}
