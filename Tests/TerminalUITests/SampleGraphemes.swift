/// Graphemes of every width class, each a whole cluster, for generated text.
let sampleGraphemes: [String] = [
    "a", "b", "Z", "7", "-", "é", "e\u{301}", "ü", "Ω",
    "漢", "字", "한", "あ", "Ａ", "\u{3000}",
    "🚀", "❤️", "👨‍👩‍👧", "🇯🇵", "👍🏽", "1️⃣",
]

/// The scalars of `text`, for comparisons that must not use canonical equivalence
/// (`"e\u{301}" == "é"` is true for `String`).
func scalars(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value)
}
