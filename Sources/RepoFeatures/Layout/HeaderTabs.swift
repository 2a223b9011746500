import RepoCore
import TerminalUI

/// Tabs at the right end of the header's first line — the list's scopes (`Repositories
/// Starred`), the detail's parts (`Overview  Issues  Pull requests  Actions`) — the chosen one
/// in reverse video. A click on one chooses it (`MouseHitTest`).
struct HeaderTabs: Equatable, Sendable {
    struct Tab: Equatable, Sendable {
        var title: String
        /// What the tab says where the header is narrow.
        var shortTitle: String
    }

    var tabs: [Tab]
    var selected: Int
    /// The header's own text keeps this much beside full titles.
    var roomForText = 40

    /// The list's scopes; nil when there is only one.
    init?(scopes state: RepoList.State) {
        guard state.scopes.count > 1 else { return nil }
        tabs = state.scopes.map { Tab(title: $0.title, shortTitle: $0.shortTitle) }
        selected = state.scopes.firstIndex(of: state.scope) ?? 0
        // Whose list, how many and in which order keep their room on an 80-column terminal.
        roomForText = 50
    }

    /// The detail's tabs.
    init(detail state: RepoDetail.State) {
        tabs = RepoDetail.Tab.allCases.map { Tab(title: $0.title, shortTitle: $0.shortTitle) }
        selected = RepoDetail.Tab.allCases.firstIndex(of: state.tab) ?? 0
        // The path to the repository keeps more of the line than a list's title.
        roomForText = 48
    }

    /// Where each tab goes in the header line `rect`: right-aligned, each title padded by a
    /// space either side — the short titles when the full ones would leave the header's own
    /// text less than `roomForText`. When they do not all fit, the chosen one alone says where
    /// you are (the keys still reach the others).
    func slots(in rect: Rect) -> [(index: Int, x: Int, width: Int)] {
        let short = rect.width - fullWidth < roomForText
        let widths = tabs.map { DisplayWidth.of(short ? $0.shortTitle : $0.title) + 2 }
        let shown = rect.width - widths.reduce(0, +) >= Self.minimumHeaderRoom ? Array(tabs.indices) : [selected]
        var x = rect.maxX
        var slots: [(index: Int, x: Int, width: Int)] = []
        for index in shown.reversed() {
            guard x - widths[index] >= rect.x + Self.minimumHeaderRoom else { break }
            x -= widths[index]
            slots.insert((index, x, widths[index]), at: 0)
        }
        return slots
    }

    /// The bar with full titles, padding included.
    private var fullWidth: Int {
        tabs.map { DisplayWidth.of($0.title) + 2 }.reduce(0, +)
    }

    /// The title drawn for tab `index` in a slot `width` wide.
    func title(of index: Int, width: Int) -> String {
        DisplayWidth.of(tabs[index].title) + 2 == width ? tabs[index].title : tabs[index].shortTitle
    }

    /// The columns the bar takes at the right of `rect` (with one blank before it).
    func width(in rect: Rect) -> Int {
        guard let first = slots(in: rect).first else { return 0 }
        return rect.maxX - first.x + 1
    }

    /// The tab at column `x`, if any.
    func index(at x: Int, in rect: Rect) -> Int? {
        slots(in: rect).first { x >= $0.x && x < $0.x + $0.width }?.index
    }

    /// The header's own text keeps at least this much of the line.
    static let minimumHeaderRoom = 24
}

/// Draws the header's tabs into its first line. Pure.
enum HeaderTabsRenderer {
    static func render(_ bar: HeaderTabs, into buffer: inout ScreenBuffer, line: Rect) {
        for slot in bar.slots(in: line) {
            let style = slot.index == bar.selected ? Palette.selected : Palette.legend
            buffer.put(" " + bar.title(of: slot.index, width: slot.width) + " ", x: slot.x, y: line.y, style: style, clip: line)
        }
    }
}
