import Foundation
import GitHubEmoji
import RepoCore
import TerminalUI

/// Every list column the app knows, as descriptors. The default five keep the widths the list
/// always had; the others ask for room enough that the description keeps a readable width.
enum ListColumnCatalog {
    static let name = ListColumn(
        id: .name, title: "NAME", sizing: .share(minimum: 12, maximum: 28), priority: 100, alignment: .left,
        style: Palette.name, sortField: .name, text: { repository, _ in TerminalText.singleLine(repository.name) })

    static let all: [ColumnID: ListColumn] = Dictionary(uniqueKeysWithValues: [
        name,
        ListColumn(id: .description, title: "DESCRIPTION", sizing: .fill(minimum: 8), priority: 0, alignment: .left,
                   style: .plain, sortField: nil,
                   text: { repository, _ in repository.description.map(shownDescription) ?? "" }),
        fixed(.pushed, "PUSHED", width: 14, needsRoom: 14, priority: 90, style: Palette.pushed, sort: .pushed) { repository, context in
            repository.pushedAt.map { RelativeTime.describe($0, now: context.now) } ?? "never"
        },
        fixed(.stars, "STARS", width: 6, needsRoom: 6, priority: 80, alignment: .right, style: Palette.stars, sort: .stars) { repository, _ in
            "★ " + CompactNumber.format(repository.stargazersCount)
        },
        fixed(.language, "LANGUAGE", width: 10, needsRoom: 30, priority: 70, style: Palette.language) { repository, _ in
            repository.language.map(TerminalText.singleLine) ?? ""
        },
        fixed(.updated, "UPDATED", width: 14, needsRoom: 34, priority: 60, style: Palette.pushed, sort: .updated) { repository, context in
            repository.updatedAt.map { RelativeTime.describe($0, now: context.now) } ?? "never"
        },
        fixed(.created, "CREATED", width: 14, needsRoom: 34, priority: 55, style: Palette.pushed, sort: .created) { repository, context in
            repository.createdAt.map { RelativeTime.describe($0, now: context.now) } ?? "—"
        },
        fixed(.forks, "FORKS", width: 6, needsRoom: 26, priority: 50, alignment: .right, style: .plain, sort: .forks) { repository, _ in
            CompactNumber.format(repository.forksCount)
        },
        fixed(.issues, "ISSUES", width: 6, needsRoom: 26, priority: 45, alignment: .right, style: .plain) { repository, _ in
            CompactNumber.format(repository.openIssuesCount)
        },
        fixed(.size, "SIZE", width: 8, needsRoom: 28, priority: 40, alignment: .right, style: .plain) { repository, _ in
            ByteSize.describe(kilobytes: repository.sizeKB)
        },
        fixed(.license, "LICENSE", width: 12, needsRoom: 32, priority: 35, style: .plain) { repository, _ in
            TerminalText.singleLine(repository.license.map { $0.spdxID.flatMap { $0 == "NOASSERTION" ? nil : $0 } ?? $0.name } ?? "")
        },
        fixed(.clone, "CLONE", width: 12, needsRoom: 32, priority: 65, style: Palette.cloned) { repository, context in
            CloneStateText.cell(for: repository, in: context)
        },
        {
            var ci = fixed(.ci, "CI", width: 2, needsRoom: 10, priority: 85, style: Palette.quiet) { repository, context in
                context.ci[repository.id]?.cell ?? CIStatus.pendingCell
            }
            ci.cellStyle = CIStatus.style(ofCell:)
            return ci
        }(),
        fixed(.topics, "TOPICS", width: 20, needsRoom: 40, priority: 30, style: Palette.language) { repository, _ in
            TerminalText.singleLine(repository.topics.joined(separator: ", "))
        },
    ].map { ($0.id, $0) })

    /// A description as github.com shows it: shortcodes as emoji, and safe for the terminal.
    static func shownDescription(_ description: String) -> String {
        TerminalText.singleLine(EmojiShortcodes.replacing(in: description))
    }

    private static func fixed(
        _ id: ColumnID, _ title: String, width: Int, needsRoom: Int, priority: Int, alignment: ListColumn.Alignment = .left,
        style: Style, sort: RepoSort.Field? = nil, text: @escaping @Sendable (Repository, ColumnContext) -> String
    ) -> ListColumn {
        ListColumn(id: id, title: title, sizing: .fixed(width: width, needsRoom: needsRoom), priority: priority,
                   alignment: alignment, style: style, sortField: sort, text: text)
    }
}
