import CCmark
import Foundation

/// Parses Markdown with cmark-gfm (GitHub's tables, strike-through, autolinks and task lists)
/// and reports the document as enter/exit events. The only file that touches the C API.
enum CmarkReader {
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// cmark-gfm keeps its extensions in a process-wide registry that
    /// `cmark_gfm_core_extensions_ensure_registered` fills without a lock; a static let runs it
    /// exactly once, however many threads render at the same time.
    private static let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Calls `visit` for every event of the document, in order. All C memory (parser, tree,
    /// iterator) is freed before returning.
    static func read(_ markdown: String, visit: (MarkdownEvent) -> Void) {
        guard let document = parse(markdown) else { return }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }

        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            let described = describe(node, entering: entering)
            visit(entering ? .enter(described) : .exit(described))
        }
    }

    /// Copies what layout needs out of `node`. Exits only need the kind, so the costlier
    /// details (counting a list's items) are read on entry alone.
    private static func describe(_ node: OpaquePointer, entering: Bool) -> MarkdownNode {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(entering ? listShape(node) : emptyListShape)
        case CMARK_NODE_ITEM: return .item(task: taskState(node))
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .inlineHTML(literal(node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(url: string(cmark_node_get_url(node)))
        case CMARK_NODE_IMAGE: return .image
        default: return describeExtensionNode(node, entering: entering)
        }
    }

    /// cmark-gfm 0.29 keeps its table of "special" inline characters in a global, which every
    /// parse with extensions writes: it adds the extensions' characters (`|`, `~`, `:`, `w`…)
    /// before its inline pass and removes them after, so a parse running beside another can
    /// lose them half way and miss a table cell or a strike-through (github/cmark-gfm#176).
    /// Parses therefore take turns; walking a finished tree touches no global and needs no lock.
    private static let parseLock = NSLock()

    /// The document's tree, which the caller frees; nil when cmark could not allocate.
    private static func parse(_ markdown: String) -> OpaquePointer? {
        _ = coreExtensionsRegistered
        parseLock.lock()
        defer { parseLock.unlock() }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        // The finished tree belongs to the caller, not the parser: freeing the parser keeps it.
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var source = markdown
        source.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                cmark_parser_feed(parser, $0, bytes.count)
            }
        }
        return cmark_parser_finish(parser)
    }

    /// Extension node types are numbered when the extensions register, so they are told apart
    /// by the name cmark gives them.
    private static func describeExtensionNode(_ node: OpaquePointer, entering: Bool) -> MarkdownNode {
        switch string(cmark_node_get_type_string(node)) {
        case "table": return .table(alignments: entering ? alignments(node) : [])
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: false)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return .other
        }
    }

    private static let emptyListShape = MarkdownNode.ListShape(
        isOrdered: false, start: 1, usesParenthesis: false, isTight: true, itemCount: 0
    )

    private static func listShape(_ node: OpaquePointer) -> MarkdownNode.ListShape {
        var count = 0
        var child = cmark_node_first_child(node)
        while let item = child {
            count += 1
            child = cmark_node_next(item)
        }
        return MarkdownNode.ListShape(
            isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
            start: Int(cmark_node_get_list_start(node)),
            usesParenthesis: cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM,
            isTight: cmark_node_get_list_tight(node) != 0,
            itemCount: count
        )
    }

    private static func taskState(_ node: OpaquePointer) -> MarkdownNode.TaskState? {
        guard string(cmark_node_get_type_string(node)) == "tasklist" else { return nil }
        return cmark_gfm_extensions_get_tasklist_item_checked(node) ? .done : .open
    }

    private static func alignments(_ node: OpaquePointer) -> [MarkdownNode.ColumnAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(node))
        guard count > 0, let codes = cmark_gfm_extensions_get_table_alignments(node) else { return [] }
        return (0..<count).map { column in
            switch codes[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
