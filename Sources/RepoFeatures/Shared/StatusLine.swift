/// The bottom line of the screen: what is happening on the left, the keys on the right.
public struct StatusLine: Equatable, Sendable {
    public enum Tone: Equatable, Sendable { case normal, busy, warning, error }

    var message: String
    var tone: Tone
    /// The keys worth a reminder, in order; the lowest priorities give way when space is short.
    var hints: [KeyHint]
    /// A prompt being typed in, drawn in place of the message.
    var prompt: PromptLine?
    /// When the message is longer than the line: the key that shows it whole, kept beside it.
    var overflow: KeyHint?

    init(message: String, tone: Tone = .normal, hints: [KeyHint], prompt: PromptLine? = nil) {
        self.message = message
        self.tone = tone
        self.hints = hints
        self.prompt = prompt
    }
}

/// A line being edited in the status line: "/hel▏", "user: torv▏".
struct PromptLine: Equatable, Sendable {
    var label: String
    var text: String
    /// Character offset of the cursor in `text`.
    var cursor: Int
    /// What is wrong with the text (the last Enter was refused, or a query term does not
    /// read), shown after it.
    var problem: String?
    /// What Tab would complete to, shown after the text in place of a problem.
    var suggestions: String?

    init(label: String, text: String, cursor: Int, problem: String? = nil, suggestions: String? = nil) {
        self.label = label
        self.text = text
        self.cursor = cursor
        self.problem = problem
        self.suggestions = suggestions
    }
}
