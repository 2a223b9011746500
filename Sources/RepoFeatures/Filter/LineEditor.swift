/// A one-line text field: the filter and the user prompt. Pure value; the cursor is a
/// character offset.
public struct LineEditor: Equatable, Sendable {
    private(set) var text: String
    private(set) var cursor: Int

    /// `cursor` defaults to the end of `text`.
    init(text: String = "", cursor: Int? = nil) {
        self.text = text
        self.cursor = min(max(0, cursor ?? text.count), text.count)
    }

    public enum Edit: Equatable, Sendable {
        case insert(String)
        case deleteBackward
        case deleteForward
        /// Ctrl-U: everything before the cursor.
        case deleteToStart
        /// Ctrl-W: the word before the cursor, and the spaces after it.
        case deleteWordBackward
        case moveLeft, moveRight, moveToStart, moveToEnd
    }

    func applying(_ edit: Edit) -> LineEditor {
        var characters = Array(text)
        var cursor = min(self.cursor, characters.count)
        switch edit {
        case .insert(let inserted):
            let new = Array(inserted.filter { !$0.isNewline })
            characters.insert(contentsOf: new, at: cursor)
            cursor += new.count
        case .deleteBackward where cursor > 0:
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward where cursor < characters.count:
            characters.remove(at: cursor)
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteWordBackward:
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .moveLeft:
            cursor = max(0, cursor - 1)
        case .moveRight:
            cursor = min(characters.count, cursor + 1)
        case .moveToStart:
            cursor = 0
        case .moveToEnd:
            cursor = characters.count
        case .deleteBackward, .deleteForward:
            break
        }
        return LineEditor(text: String(characters), cursor: cursor)
    }
}
