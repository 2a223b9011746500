import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

/// `:shortcode:` emoji in descriptions, shown in the list and the detail as github.com shows them.
struct EmojiDescriptionTests {
    @Test func theListAndTheDetailShowTheEmoji() {
        var repository = Fixtures.spoonKnifeFull
        repository.description = ":sparkles: Forks\u{1B}[31m welcome :tada:"
        let columns = ColumnID.defaults.compactMap { ListColumnCatalog.all[$0] }
        let row = RepoListPresenter.row(for: repository, columns: columns, named: (name: 0, description: 1), context: ColumnContext(now: Fixtures.now))
        #expect(row.cells[1] == "✨ Forks welcome 🎉")
        let detail = RepoDetailPresenter.lines(for: repository, now: Fixtures.now, dates: DateText(timeZone: Fixtures.utc))
        #expect(detail.contains(.paragraph("✨ Forks welcome 🎉", missing: false)))
    }
}
