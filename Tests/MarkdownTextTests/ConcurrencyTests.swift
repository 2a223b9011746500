import Testing
@testable import MarkdownText

@Suite struct ConcurrencyTests {
    /// cmark-gfm's extension registry and its table of special inline characters are
    /// process-wide; rendering from many tasks at once must give every task the same lines.
    /// Each task renders a hundred times, so parses overlap even on two cores (without the
    /// parse lock this failed 6 runs in 10, one render per task 5 in 30).
    @Test func renderingFromManyTasksAtOnceGivesTheSameLines() async {
        let markdown = "| a | b |\n|---|---|\n| ~~x~~ | www.example.com |\n\n- [x] done"
        let expected = MarkdownRenderer.render(markdown, width: 30)
        let results = await withTaskGroup(of: [[StyledLine]].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<100).map { _ in MarkdownRenderer.render(markdown, width: 30) } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 800)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.map(\.text) == ["a     │ b", "──────┼────────────────", "~~x~~ │ www.example.com", "", "[x] done"])
    }
}
