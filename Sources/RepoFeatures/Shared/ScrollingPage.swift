import TerminalUI

/// A page that scrolls laid-out lines it does not lay out itself (the detail, an issue being
/// read): the frame measures the content (`.measured`), the layout pass gives the pane, and
/// scrolling stays within what was measured. One implementation for every such page.
protocol ScrollingPage {
    /// The first line shown.
    var scroll: Int { get set }
    /// The pane's size, from the layout pass.
    var pane: Size { get set }
    /// Lines of content once wrapped to the pane's width, as the last frame measured them.
    var contentHeight: Int { get set }
}

extension ScrollingPage {
    /// Rows of text the pane shows: one less than its height when the content overflows, for
    /// the "↓ N more" / "(end)" marker.
    var textHeight: Int { contentHeight > pane.height ? max(1, pane.height - 1) : max(1, pane.height) }

    var maxScroll: Int { max(0, contentHeight - textHeight) }

    mutating func scroll(to target: Int) { scroll = min(max(0, target), maxScroll) }
    mutating func scroll(by lines: Int) { scroll(to: scroll + lines) }
    /// A page is the pane's text less one line, so a line of the last page stays in view.
    mutating func scroll(pages: Int) { scroll(to: scroll + pages * max(1, textHeight - 1)) }
    mutating func scrollToTop() { scroll(to: 0) }
    mutating func scrollToBottom() { scroll(to: maxScroll) }

    mutating func resize(to size: Size) {
        pane = size
        scroll(to: scroll)
    }

    mutating func measure(_ height: Int) {
        contentHeight = height
        scroll(to: scroll)
    }
}
