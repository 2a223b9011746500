import RepoCore
import TerminalUI

extension RepoList {
    /// The scope tabs at the right end of the header's first line — `Repositories  Starred` —
    /// the chosen one in reverse video. Shown only when there is more than one scope.
    struct ScopeBar: Equatable, Sendable {
        var scopes: [RepoScope]
        var selected: RepoScope

        init?(_ state: RepoList.State) {
            guard state.scopes.count > 1 else { return nil }
            self.scopes = state.scopes
            self.selected = state.scope
        }

        /// Where each tab goes in the header line `rect`: right-aligned, each title padded by a
        /// space either side — the short titles when the full ones would leave the header's own
        /// text less than `roomForText`. Tabs that do not fit are left out from the left.
        func slots(in rect: Rect) -> [(scope: RepoScope, x: Int, width: Int)] {
            var x = rect.maxX
            var slots: [(scope: RepoScope, x: Int, width: Int)] = []
            let short = rect.width - fullWidth < Self.roomForText
            for scope in scopes.reversed() {
                let width = DisplayWidth.of(short ? scope.shortTitle : scope.title) + 2
                guard x - width >= rect.x + Self.minimumHeaderRoom else { break }
                x -= width
                slots.insert((scope, x, width), at: 0)
            }
            return slots
        }

        /// The bar with full titles, padding included.
        private var fullWidth: Int {
            scopes.map { DisplayWidth.of($0.title) + 2 }.reduce(0, +)
        }

        /// The header's text (user, count, stars, order) keeps this much beside full titles.
        static let roomForText = 40

        /// The title drawn for `scope` in a slot `width` wide.
        static func title(of scope: RepoScope, width: Int) -> String {
            DisplayWidth.of(scope.title) + 2 == width ? scope.title : scope.shortTitle
        }

        /// The columns the bar takes at the right of `rect` (with one blank before it).
        func width(in rect: Rect) -> Int {
            guard let first = slots(in: rect).first else { return 0 }
            return rect.maxX - first.x + 1
        }

        /// The scope whose tab is at column `x`, if any.
        func scope(at x: Int, in rect: Rect) -> RepoScope? {
            slots(in: rect).first { x >= $0.x && x < $0.x + $0.width }?.scope
        }

        /// The header's own text keeps at least this much of the line.
        static let minimumHeaderRoom = 24
    }
}

/// Draws the scope bar into the header's first line. Pure.
enum ScopeBarRenderer {
    static func render(_ bar: RepoList.ScopeBar, into buffer: inout ScreenBuffer, line: Rect) {
        for slot in bar.slots(in: line) {
            let style = slot.scope == bar.selected ? Palette.selected : Palette.legend
            buffer.put(" " + RepoList.ScopeBar.title(of: slot.scope, width: slot.width) + " ", x: slot.x, y: line.y,
                       style: style, clip: line)
        }
    }
}
