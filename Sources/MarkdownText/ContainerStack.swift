import TerminalUI

/// The blocks around the line being laid out — block quotes, lists, list items — outermost
/// first, and the prefix they put before each line: `│ ` per quote, an item's marker on its
/// first line and as many spaces on the lines after (a hanging indent).
///
/// An array, not recursion, so a document nested ten thousand deep costs memory, not stack.
struct ContainerStack {
    enum Kind {
        case quote
        case list(MarkdownNode.ListShape, nextNumber: Int, level: Int)
        case item(marker: String, inTightList: Bool)
    }

    struct Container {
        var kind: Kind
        /// Columns of prefix up to and including this container.
        let indent: Int
        /// How many lines existed when it opened: nothing was drawn inside while this is current.
        let firstLine: Int
        var markerPending = false
    }

    private(set) var containers: [Container] = []
    /// Items whose marker is still to be drawn (`- - text` draws two on one line).
    private var pendingMarkers: [Int] = []
    private var listLevel = 0

    static let quoteGutter = "│ "
    static let bullets = ["•", "◦", "▪"]

    var depth: Int { containers.count }
    var indent: Int { containers.last?.indent ?? 0 }

    /// Inside a tight list's item, blocks follow each other without blank lines.
    var isInTightItem: Bool {
        if case .item(_, true)? = containers.last?.kind { return true }
        return false
    }

    /// Items of a loose list are separated by blank lines.
    var isInLooseList: Bool {
        if case .list(let shape, _, _)? = containers.last?.kind { return !shape.isTight }
        return false
    }

    var innermostItemMarkerPending: Bool {
        guard let last = containers.last, case .item = last.kind else { return false }
        return last.markerPending
    }

    /// Where the scope of the first `depth` containers began (the document begins at line 0).
    func firstLine(ofScope depth: Int) -> Int {
        depth <= 0 ? 0 : containers[min(depth, containers.count) - 1].firstLine
    }

    mutating func pushQuote(firstLine: Int) {
        containers.append(Container(kind: .quote, indent: indent + Self.quoteGutter.count, firstLine: firstLine))
    }

    mutating func pushList(_ shape: MarkdownNode.ListShape, firstLine: Int) {
        listLevel += 1
        containers.append(Container(kind: .list(shape, nextNumber: shape.start, level: listLevel),
                                    indent: indent, firstLine: firstLine))
    }

    mutating func pushItem(task: MarkdownNode.TaskState?, firstLine: Int) {
        var marker = "\(Self.bullets[0]) "
        var tight = true
        if let index = containers.indices.last, case .list(let shape, let number, let level) = containers[index].kind {
            marker = Self.marker(shape: shape, number: number, level: level, task: task)
            tight = shape.isTight
            containers[index].kind = .list(shape, nextNumber: number + 1, level: level)
        } else if let task {
            marker = Self.taskBox(task)
        }
        pendingMarkers.append(containers.count)
        containers.append(Container(kind: .item(marker: marker, inTightList: tight),
                                    indent: indent + DisplayWidth.of(marker), firstLine: firstLine,
                                    markerPending: true))
    }

    mutating func pop() {
        guard let last = containers.popLast() else { return }
        if case .list = last.kind { listLevel -= 1 }
        pendingMarkers.removeAll { $0 >= containers.count }
    }

    /// The prefix of the first `depth` containers, at most `maxWidth` columns. A content line
    /// (`drawsMarkers`) shows pending item markers and uses them up; a blank line between
    /// blocks shows only the quote gutters and spaces.
    mutating func prefix(depth: Int, maxWidth: Int, theme: MarkdownTheme, drawsMarkers: Bool) -> StyledLine {
        var line = StyledLine()
        var used = 0
        for container in containers.prefix(depth) {
            let room = maxWidth - used
            if room <= 0 { break }
            let piece: String
            let style: Style
            switch container.kind {
            case .quote:
                piece = Self.quoteGutter
                style = theme.quoteGutter
            case .list:
                continue
            case .item(let marker, _):
                let showsMarker = drawsMarkers && container.markerPending
                piece = showsMarker ? marker : String(repeating: " ", count: DisplayWidth.of(marker))
                style = showsMarker ? theme.listMarker : .plain
            }
            let cut = DisplayWidth.prefix(piece, width: room)
            line.append(cut, style: style)
            used += DisplayWidth.of(cut)
        }
        if drawsMarkers {
            for index in pendingMarkers where index < containers.count { containers[index].markerPending = false }
            pendingMarkers.removeAll()
        }
        return line
    }

    /// `• `, `◦ `, `▪ ` by list level; numbers right-aligned to the list's widest (` 9. `,
    /// `10. `) so hanging indents line up; a task's box instead of a bullet, after a number.
    private static func marker(shape: MarkdownNode.ListShape, number: Int, level: Int,
                               task: MarkdownNode.TaskState?) -> String {
        guard shape.isOrdered else {
            return task.map(taskBox) ?? "\(bullets[(level - 1) % bullets.count]) "
        }
        let last = shape.start + max(shape.itemCount - 1, 0)
        let digits = String(max(last, number)).count
        let numeral = String(number)
        let padded = String(repeating: " ", count: max(0, digits - numeral.count)) + numeral
        return padded + (shape.usesParenthesis ? ") " : ". ") + (task.map(taskBox) ?? "")
    }

    private static func taskBox(_ task: MarkdownNode.TaskState) -> String {
        task == .done ? "[x] " : "[ ] "
    }
}
