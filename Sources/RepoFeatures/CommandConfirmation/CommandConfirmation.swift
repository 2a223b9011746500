import TerminalUI

/// A custom command's `confirm` question, asked in a box over the frame with the command as it
/// will run: `y` runs it, `n` or Esc leaves it.
public enum CommandConfirmation {
    struct State: Equatable, Sendable {
        var question: String
        var command: RunnableCommand
    }

    public enum Action: Equatable, Sendable {
        case confirm
        case cancel
    }

    /// It asks nothing of the world itself: running the command is the app's.
    public typealias Effect = Never

    enum Delegate: Equatable, Sendable {
        case close
        case notice(StatusNotice)
        case run(RunnableCommand)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var title: String
        var lines: [OverlayLine]
        var status: StatusLine
    }
}
