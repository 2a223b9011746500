/// Where a line may break inside text that has no spaces: Chinese and Japanese are written
/// without them, and UAX #14 lets a line break before and after any ideograph or kana (its ID
/// class) — except before closing punctuation and small kana (`。`, `」`, `ッ`) and after
/// opening punctuation (`「`), which stay with the character they belong to.
public enum IdeographicBreaks {
    /// `word` (text without spaces) cut where a line may break; each piece is joined to the one
    /// before it without a space.
    public static func pieces(of word: Substring) -> [Substring] {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return [word] }
        var pieces: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for index in word.indices {
            let character = word[index]
            if let previous, allowsBreak(between: previous, and: character) {
                pieces.append(word[start..<index])
                start = index
            }
            previous = character
        }
        pieces.append(word[start...])
        return pieces
    }

    /// Whether a line may end after `before` and start with `after`.
    public static func allowsBreak(between before: Character, and after: Character) -> Bool {
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        return !closing.contains(after) && !opening.contains(before)
    }

    static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, value >= 0x2E80 else { return false }
        return ideographicRanges.contains { $0.contains(value) }
    }

    /// CJK radicals and symbols, kana, ideographs (with extensions and compatibility forms) and
    /// the fullwidth forms.
    private static let ideographicRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFD,
    ]

    /// Never at the start of a line (UAX #14 CL, CP, EX, IS and NS in CJK use, and small kana).
    private static let closing: Set<Character> = Set(
        "、。，．：；！？）」』】〕〉》〙〗〛〟・ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ" +
        "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ）］｝｠」、,.!?:;)]}…‥"
    )

    /// Never at the end of a line (UAX #14 OP in CJK use).
    private static let opening: Set<Character> = Set("（「『【〔〈《〘〖〝［｛｟「([{")
}
