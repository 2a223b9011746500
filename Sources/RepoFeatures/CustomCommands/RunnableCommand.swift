/// A custom command made ready for one repository: the argument vector with its placeholders
/// filled in, where it starts, and how. What the runtime is handed; it decides nothing more.
public struct RunnableCommand: Equatable, Sendable {
    public var title: String
    /// The program (looked up on `PATH` when it has no `/`) and its arguments, as they are passed.
    public var arguments: [String]
    /// The clone's folder for `cwd = "clone"`; nil: where repotui was started.
    public var directory: String?
    public var mode: CustomCommand.Mode

    public init(title: String, arguments: [String], directory: String?, mode: CustomCommand.Mode) {
        self.title = title
        self.arguments = arguments
        self.directory = directory
        self.mode = mode
    }
}
