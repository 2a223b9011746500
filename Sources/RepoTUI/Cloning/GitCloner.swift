#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RepoFeatures

/// Runs `git clone --progress -- URL PATH` — an argument vector, never a shell — and reports its
/// progress. The target must not exist (it is never written into); a clone that fails or is
/// cancelled leaves nothing behind. git runs in a session of its own with prompts off, so a
/// password or passphrase question fails the clone instead of stealing the terminal.
struct GitCloner: Sendable {
    /// `git`'s absolute path; nil when it is not installed.
    var git: String?
    var environment: [String: String]
    var spawner = PosixSpawner()

    init(environment: [String: String]) {
        self.environment = environment
        self.git = ExecutableLookup(environment: environment).find("git")
    }

    /// The environment git runs with: the user's, prompts off, and only protocols that fetch
    /// (`ext::` would run a command).
    var gitEnvironment: [String: String] {
        Self.environment(for: environment)
    }

    static func environment(for user: [String: String]) -> [String: String] {
        user.merging([
            "GIT_TERMINAL_PROMPT": "0",
            "GCM_INTERACTIVE": "never",
            "GIT_ALLOW_PROTOCOL": "https:ssh:file",
            "LC_ALL": "C",
        ]) { _, ours in ours }
    }

    func clone(_ target: CloneTarget, progress: @escaping @Sendable (CloneProgress) -> Void) async -> Result<String, CloneFailure> {
        guard let git else { return .failure(.gitMissing) }
        let fileManager = FileManager.default
        guard !fileManager.fileExists(atPath: target.path) else { return .failure(.exists(path: target.path)) }
        let parent = (target.path as NSString).deletingLastPathComponent
        do {
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            return .failure(.noPermission(path: parent))
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure(.git("cannot make a pipe: \(String(cString: strerror(errno)))")) }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        let child: any SpawnedProcess
        do {
            child = try spawner.spawn([git, "clone", "--progress", "--", target.url, target.path], errors: ends[1],
                                      environment: gitEnvironment)
        } catch {
            close(ends[0])
            close(ends[1])
            return .failure(.git("cannot start git: \(error)"))
        }
        close(ends[1])
        let output = PipeReader(descriptor: ends[0])
        let exit = await withTaskCancellationHandler {
            var parser = GitProgressParser()
            for await chunk in output.chunks {
                if let step = parser.consume(String(decoding: chunk, as: UTF8.self)) { progress(step) }
            }
            let exit = await child.exit(within: .seconds(3_600))
            return (exit, parser)
        } onCancel: {
            child.kill()
        }
        let (ended, parser) = exit
        if !Task.isCancelled, ended == .exited(0) { return .success(target.path) }
        let failure = Task.isCancelled
            ? CloneFailure.git("cancelled")
            : GitProgressParser.failure(from: parser.transcript, lastLine: parser.lastLine, target: target.path)
        // git removes what it made when it fails, but not when it is killed. A directory that
        // appeared meanwhile (git says it exists) is someone else's: never removed.
        if failure != .exists(path: target.path) { try? fileManager.removeItem(atPath: target.path) }
        return .failure(failure)
    }
}

/// Reads a pipe to its end on a thread of its own, as chunks of bytes.
final class PipeReader: Sendable {
    let chunks: AsyncStream<Data>

    init(descriptor: Int32) {
        let (stream, continuation) = AsyncStream.makeStream(of: Data.self)
        chunks = stream
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                continuation.yield(Data(buffer[0..<count]))
            }
            close(descriptor)
            continuation.finish()
        }
        thread.name = "repotui-git-output"
        thread.stackSize = 64 * 1_024
        thread.start()
    }
}
