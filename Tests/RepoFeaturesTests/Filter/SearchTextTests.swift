import RepoCore
import Testing
@testable import RepoFeatures

/// The search text's arena holds each field exactly as `FuzzyText` folds it — the values the
/// highlighter's positions are counted in — whether the fast ASCII path or Unicode's folded it.
struct SearchTextTests {
    static let owner = Owner(login: "o", id: 1, avatarURL: "")

    @Test(arguments: ["Plain-ASCII_name", "line\r\nbreak\r\n\r\nand\n\rback", "\r\n", "Café Ünïcode", "日本語のリポジトリ",
                      "e\u{301} combining", "emoji 🚀 and 👩‍👩‍👧 family", "ÉCOLE", "İstanbul", "", "tab\there"])
    func everyFieldIsFoldedAsFuzzyTextFoldsIt(text: String) {
        let repository = Repository(id: RepoID(1), name: text, fullName: "o/\(text)", owner: Self.owner, description: text,
                                    htmlURL: "", language: text, topics: [text, "api"])
        let fields = SearchText([repository]).withReader { reader in
            let fields = reader.fields(of: 0)
            return [fields.name, fields.language, fields.topics, fields.description].map(Array.init)
        }
        let topics = FuzzyText(text).values + [0x20] + FuzzyText("api").values
        #expect(fields == [FuzzyText(text).values, FuzzyText(text).values, topics, FuzzyText(text).values])
    }
}
