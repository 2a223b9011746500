import TerminalUI
import Testing
@testable import RepoFeatures

struct LineEditorTests {
    @Test(arguments: [
        ("swif", 4, LineEditor.Edit.insert("t"), "swift", 5),
        ("wift", 0, .insert("s"), "swift", 1),
        ("a", 1, .insert("b\nc"), "abc", 3),
        ("swift", 5, .deleteBackward, "swif", 4),
        ("swift", 0, .deleteBackward, "swift", 0),
        ("swift", 0, .deleteForward, "wift", 0),
        ("swift", 5, .deleteForward, "swift", 5),
        ("swift log", 6, .deleteToStart, "log", 0),
        ("swift log  ", 11, .deleteWordBackward, "swift ", 6),
        ("swift log", 5, .deleteWordBackward, " log", 0),
        ("ab", 1, .moveLeft, "ab", 0),
        ("ab", 0, .moveLeft, "ab", 0),
        ("ab", 1, .moveRight, "ab", 2),
        ("ab", 2, .moveRight, "ab", 2),
        ("ab", 1, .moveToStart, "ab", 0),
        ("ab", 1, .moveToEnd, "ab", 2),
        ("日本", 1, .insert("の"), "日の本", 2),
    ])
    func editsChangeTextAndCursor(text: String, cursor: Int, edit: LineEditor.Edit, result: String, resultCursor: Int) {
        #expect(LineEditor(text: text, cursor: cursor).applying(edit) == LineEditor(text: result, cursor: resultCursor))
    }

    @Test(arguments: [
        (Key.enter, PromptAction.accept),
        (.escape, .cancel),
        (.backspace, .edit(.deleteBackward)),
        (.delete, .edit(.deleteForward)),
        (.control("d"), .edit(.deleteForward)),
        (.control("u"), .edit(.deleteToStart)),
        (.control("w"), .edit(.deleteWordBackward)),
        (.left, .edit(.moveLeft)),
        (.right, .edit(.moveRight)),
        (.home, .edit(.moveToStart)),
        (.control("a"), .edit(.moveToStart)),
        (.end, .edit(.moveToEnd)),
        (.control("e"), .edit(.moveToEnd)),
        (.up, .moveSelection(by: -1)),
        (.down, .moveSelection(by: 1)),
        (.character("q"), .edit(.insert("q"))),
        (.character("/"), .edit(.insert("/"))),
        (.character(" "), .edit(.insert(" "))),
        (.character("é"), .edit(.insert("é"))),
        (.tab, .complete),
    ])
    func promptKeysEditTheLine(key: Key, action: PromptAction) {
        #expect(PromptKeyMap.action(for: key) == action)
    }

    @Test(arguments: [Key.character("\u{07}"), .backTab, .pageUp, .function(1), .control("c"), .resize, .unknown(7)])
    func otherKeysDoNothingInAPrompt(key: Key) {
        #expect(PromptKeyMap.action(for: key) == nil)
    }
}
