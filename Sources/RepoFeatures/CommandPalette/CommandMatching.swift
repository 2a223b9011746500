/// Which commands match what is typed in the palette, by the filter's rules for free words:
/// each word must occur (case folded) in the command's summary or keys, preferring the start of
/// a word; `~word` matches fuzzily. The best matches come first; ties keep the table's order.
enum CommandMatching {
    static func matches(_ commands: [CommandPalette.Command], query: String) -> [CommandPalette.Command] {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return commands }
        let scored = commands.enumerated().compactMap { index, command -> (score: Int, index: Int)? in
            let text = FuzzyText(command.summary + " " + command.keys)
            var total = 0
            for word in words {
                guard let score = score(of: word, in: text) else { return nil }
                total += score
            }
            return (total, index)
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }.map { commands[$0.index] }
    }

    private static func score(of word: String, in text: FuzzyText) -> Int? {
        if word.hasPrefix("~"), word.count > 1 {
            return FuzzyMatch.score(FuzzyText(String(word.dropFirst())), in: text)
        }
        return SubstringMatch.find(FuzzyText(word), in: text).map { $0.quality * 64 - min($0.offset, 63) }
    }
}
