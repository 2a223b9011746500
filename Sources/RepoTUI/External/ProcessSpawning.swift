/// Starts programs for the launchers. The live one is `PosixSpawner`; tests record instead.
protocol ProcessSpawning: Sendable {
    /// Starts `arguments` (the first an absolute path, run as it is: no shell) detached from the
    /// terminal: in a new session, standard output and error on /dev/null, standard input reading
    /// `input` (nil: /dev/null), with `environment`. The child is reaped when it exits.
    func spawn(_ arguments: [String], input: String?, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess
    /// Starts `arguments` in repotui's foreground, on the terminal, in `directory` (an editor,
    /// a shell, while the terminal is handed over).
    func spawnInForeground(_ arguments: [String], directory: String, environment: [String: String]) throws(SpawnError) -> any SpawnedProcess
}

/// A started child.
protocol SpawnedProcess: Sendable {
    /// How it ended, once it has; nil if it is still running after `limit`.
    func exit(within limit: Duration) async -> ChildExit?
    /// Kills it and everything in its process group (SIGKILL).
    func kill()
}

enum ChildExit: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
}

struct SpawnError: Error, Equatable, CustomStringConvertible {
    /// What failed (`posix_spawn`, a temporary file).
    var operation: String
    var code: Int32

    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
