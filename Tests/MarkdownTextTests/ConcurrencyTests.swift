import Testing
@testable import MarkdownText

@Suite struct ConcurrencyTests {
    /// cmark-gfm's extension registry is process-wide; rendering from many tasks at once must
    /// register it once and give every task the same lines.
    @Test func renderingFromManyTasksAtOnceGivesTheSameLines() async {
        let markdown = "| a | b |\n|---|---|\n| ~~x~~ | www.example.com |\n\n- [x] done"
        let expected = MarkdownRenderer.render(markdown, width: 30)
        let results = await withTaskGroup(of: [StyledLine].self) { group in
            for _ in 0..<16 { group.addTask { MarkdownRenderer.render(markdown, width: 30) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.map(\.text) == ["a     │ b", "──────┼────────────────", "~~x~~ │ www.example.com", "", "[x] done"])
    }
}
