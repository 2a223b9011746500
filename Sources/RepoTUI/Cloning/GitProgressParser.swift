import RepoFeatures

/// Reads `git clone --progress` from its standard error: lines end in `\r` while a phase
/// counts up and `\n` when it is done ("Receiving objects:  45% (450/1000), 1.2 MiB | …").
struct GitProgressParser {
    /// The last whole line seen, for an error message.
    private(set) var lastLine = ""
    /// Everything said, up to a bound, to tell a failure apart.
    private(set) var transcript = ""
    private var pending = ""

    static let transcriptLimit = 16 * 1_024

    /// Takes a chunk of output; returns the latest progress in it, if any.
    mutating func consume(_ chunk: String) -> CloneProgress? {
        pending += chunk
        var latest: CloneProgress?
        while let end = pending.firstIndex(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) {
            let line = String(pending[..<end]).trimmingCharacters(in: .whitespaces)
            pending = String(pending[pending.index(after: end)...])
            guard !line.isEmpty else { continue }
            lastLine = line
            transcript += line + "\n"
            if transcript.count > Self.transcriptLimit { transcript = String(transcript.suffix(Self.transcriptLimit / 2)) }
            if let progress = Self.progress(in: line) { latest = progress }
        }
        return latest
    }

    /// "Receiving objects:  45% (450/1000)" → receiving objects, 45.
    static func progress(in line: String) -> CloneProgress? {
        var text = Substring(line)
        if text.hasPrefix("remote: ") { text = text.dropFirst("remote: ".count) }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let phase = text[..<colon].trimmingCharacters(in: .whitespaces)
        // Phases are two words or more ("Receiving objects"); "warning:", "fatal:" are not.
        guard phase.contains(" "), phase.allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        let rest = text[text.index(after: colon)...].drop { $0 == " " }
        let digits = rest.prefix { $0.isNumber }
        let percent = rest.dropFirst(digits.count).first == "%" ? Int(digits) : nil
        return CloneProgress(phase: phase.lowercased(), percent: percent)
    }

    /// What went wrong, from what git said (`target` for the messages that name it).
    static func failure(from transcript: String, lastLine: String, target: String) -> CloneFailure {
        let text = transcript.lowercased()
        if text.contains("already exists and is not an empty directory") { return .exists(path: target) }
        if ["permission denied (publickey", "authentication failed", "could not read username", "terminal prompts disabled",
            "host key verification failed", "invalid username or password"].contains(where: text.contains) {
            return .authenticationFailed
        }
        if text.contains("permission denied") || text.contains("could not create work tree dir") { return .noPermission(path: target) }
        if text.contains("repository not found") || text.contains("does not appear to be a git repository")
            || text.contains("does not exist") { return .notFound }
        if ["could not resolve host", "connection refused", "connection timed out", "network is unreachable",
            "failed to connect", "unable to access", "connection reset"].contains(where: text.contains) {
            return .network(lastLine)
        }
        return .git(lastLine.isEmpty ? "git clone failed" : lastLine)
    }
}
