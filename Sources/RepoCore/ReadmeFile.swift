/// A repository's README: its text and where it lives in the repository, which says how to show
/// it (Markdown or plain text) and what its relative links are relative to.
public struct ReadmeFile: Sendable, Equatable {
    public var text: String
    /// The file's path in the repository (`README.md`, `docs/README.rst`); nil when the server
    /// sent only the bytes, which are then taken for `README.md`.
    public var path: String?

    public init(text: String, path: String? = nil) {
        self.text = text
        self.path = path
    }

    /// The extensions GitHub renders as Markdown; a README with any other (`.rst`, `.txt`,
    /// `.adoc`, `.org`) or none is shown as text with its lines kept.
    public static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkdn", "mkd", "mdwn", "mdtxt", "mdtext"]

    public var isMarkdown: Bool {
        guard let path else { return true }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return Self.markdownExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
