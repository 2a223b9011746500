import Foundation
import RepoCore
import TerminalUI

extension RepoList {
    /// The Member of scope's visible window: one row per organisation, already formatted.
    struct MembershipPage: Equatable, Sendable {
        struct Row: Equatable, Sendable {
            var login: String
            var description: String
            /// "212 repositories", or "—" when GitHub did not say.
            var repositories: String
        }

        var rows: [Row]
        var selectedRow: Int?

        /// The visible window of `state`'s organisations. Pure.
        init(_ state: RepoList.State) {
            let organizations = state.memberships?.organizations ?? []
            let start = min(state.selection.offset, max(0, organizations.count - 1))
            let end = min(organizations.count, start + max(1, state.visibleRows))
            rows = organizations.isEmpty ? [] : organizations[start..<end].map { organization in
                Row(login: TerminalText.singleLine(organization.login.rawValue),
                    description: organization.description.map(TerminalText.singleLine) ?? "",
                    repositories: organization.repositoryCount.map {
                        CompactNumber.format($0) + ($0 == 1 ? " repository" : " repositories")
                    } ?? "—")
            }
            let selected = state.selection.index - start
            selectedRow = rows.indices.contains(selected) ? selected : nil
        }
    }
}

/// Draws the Member of scope's rows: organisation, description, repositories. Pure.
enum MembershipPageRenderer {
    static let countWidth = 18

    static func render(_ page: RepoList.MembershipPage, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let (titleRect, rowsRect) = rect.splitTop(1)
        let loginWidth = min(28, max(12, page.rows.map { DisplayWidth.of($0.login) }.max() ?? 0))
        let descriptionWidth = max(0, rect.width - 2 - loginWidth - 2 - 2 - countWidth)
        func line(_ login: String, _ description: String, _ count: String) -> String {
            "  " + DisplayWidth.fit(login, to: loginWidth) + "  " + DisplayWidth.fit(description, to: descriptionWidth)
                + "  " + DisplayWidth.padLeft(count, to: countWidth)
        }
        buffer.put(DisplayWidth.truncate(line("ORGANISATION", "DESCRIPTION", "REPOSITORIES"), to: rect.width),
                   x: titleRect.x, y: titleRect.y, style: Palette.columnTitles, clip: titleRect)
        for (offset, row) in page.rows.enumerated() where offset < rowsRect.height {
            let rowRect = rowsRect.row(offset)
            let selected = offset == page.selectedRow
            var text = line(row.login, row.description, row.repositories)
            if selected { text = "›" + text.dropFirst() }
            buffer.put(DisplayWidth.truncate(text, to: rect.width), x: rowRect.x, y: rowRect.y, clip: rowRect)
            buffer.put(DisplayWidth.truncate(row.login, to: loginWidth), x: rowRect.x + 2, y: rowRect.y, style: Palette.name, clip: rowRect)
            if selected {
                buffer.applyAttributes(focused ? Palette.selected.attributes : Palette.selectedUnfocused.attributes, to: rowRect)
            }
        }
    }
}
