import Foundation

/// Reads the `/` prompt's text as a `RepoQuery`: space-separated terms, each a free word, a
/// `"quoted phrase"` or a `qualifier:value`, any of them negated by a leading `-`; a word with
/// a leading `~` matches fuzzily. Qualifier names and values ignore case.
///
/// Never fails: a term it cannot read becomes a problem, said in the prompt line, and filters
/// nothing out. Ages (`pushed:<1y`) are counted back from `now`, dates are UTC days.
enum QueryParser {
    /// `fuzzyWords`: every unquoted word matches fuzzily, as `~word` does (the config's `fuzzy`).
    static func parse(_ text: String, now: Date, fuzzyWords: Bool = false) -> RepoQuery {
        var query = RepoQuery()
        for token in tokens(of: text) {
            guard let key = token.key else {
                if let term = freeText(token, fuzzyWords: fuzzyWords) { query.terms.append(term) }
                continue
            }
            switch QueryValues.test(key: key, value: token.value, now: now) {
            case .success(let test)?:
                query.terms.append(RepoQuery.Term(test, negated: token.negated))
            case .failure(let problem)?:
                query.problems.append(problem.message)
            case nil:
                // Not a qualifier (`http://…`, `c:`): the whole token is text.
                if let term = freeText(Token(negated: token.negated, key: nil, value: key + ":" + token.value, quoted: token.quoted),
                                       fuzzyWords: fuzzyWords) {
                    query.terms.append(term)
                }
                // A typo of a qualifier is worth a word; an address (`https://…`) is not.
                if key.allSatisfy(\.isLetter), !token.value.hasPrefix("/") {
                    query.problems.append("no qualifier “\(key):” — searched as text (? lists them)")
                }
            }
        }
        return query
    }

    private static func freeText(_ token: Token, fuzzyWords: Bool) -> RepoQuery.Term? {
        var word = token.value.lowercased()
        let marked = !token.quoted && word.hasPrefix("~")
        if marked { word.removeFirst() }
        let fuzzy = marked || (fuzzyWords && !token.quoted)
        guard !word.isEmpty else { return nil }
        return RepoQuery.Term(.text(word, fuzzy: fuzzy), negated: token.negated)
    }

    struct Token: Equatable {
        var negated: Bool
        /// `lang` in `lang:swift`, lower-cased; nil for a free word or phrase.
        var key: String?
        var value: String
        /// Part of it was in quotes: a phrase, or a quoted value.
        var quoted: Bool
    }

    /// The terms of `text`: split at spaces outside quotes; `-` before a term negates it; a
    /// colon after a run of letters (outside quotes) ends a qualifier's name.
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var current: Token?
        var inQuotes = false
        func finish() {
            if let token = current, !(token.value.isEmpty && token.key == nil) { tokens.append(token) }
            current = nil
        }
        for character in text {
            if character.isWhitespace && !inQuotes {
                finish()
                continue
            }
            if current == nil {
                current = Token(negated: false, key: nil, value: "", quoted: false)
                if character == "-" {
                    current?.negated = true
                    continue
                }
            }
            if character == "\"" {
                inQuotes.toggle()
                current?.quoted = true
            } else if character == ":", !inQuotes, current?.key == nil, current?.quoted == false,
                      let name = current?.value, !name.isEmpty, name.allSatisfy({ $0.isLetter }) {
                current?.key = name.lowercased()
                current?.value = ""
            } else {
                current?.value.append(character)
            }
        }
        finish()
        return tokens
    }
}
