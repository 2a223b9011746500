import TerminalUI

/// Echoing a bad argument back must not let it drive the terminal either.
enum TerminalTextForErrors {
    static func quote(_ text: String) -> String {
        TerminalText.sanitize(text)
    }
}
