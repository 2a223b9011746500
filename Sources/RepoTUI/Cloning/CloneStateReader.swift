#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RepoCore

/// One clone's state from `git status --porcelain=v2 --branch`: an argument vector, never a
/// shell; read only (`--no-optional-locks`: git does not even refresh the index); prompts off;
/// killed after `timeLimit`. Whatever goes wrong is a state in words (`.unreadable`), never a
/// failure of the others.
public struct CloneStateReader: Sendable {
    /// `git`'s absolute path; nil when it is not installed.
    var git: String?
    var environment: [String: String]
    var spawner = PosixSpawner()
    /// A clone with a huge working tree on a slow disk must not hold one of the few readers.
    var timeLimit: Duration = .seconds(20)

    /// git from `PATH`: what `repotui-bench` measures with.
    public init(environment: [String: String]) {
        self.init(git: ExecutableLookup(environment: environment).find("git"), environment: environment)
    }

    init(git: String?, environment: [String: String]) {
        self.git = git
        // The user's GIT_DIR and friends would point every reading at one repository.
        self.environment = GitCloner.environment(for: environment)
            .filter { !["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR"].contains($0.key) }
    }

    /// git may look no higher than the clone's own folder: a clone whose `.git` is broken must
    /// not be read as whatever repository holds the clone root (a home kept in git).
    func environment(reading path: String) -> [String: String] {
        environment.merging(["GIT_CEILING_DIRECTORIES": (path as NSString).deletingLastPathComponent]) { $1 }
    }

    public func read(at path: String) async -> CloneState {
        guard let git else { return .unreadable("git is not installed", at: path) }
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .unreadable("cannot make a pipe: \(String(cString: strerror(errno)))", at: path) }
        guard pipe(&errors) == 0 else {
            close(output[0])
            close(output[1])
            return .unreadable("cannot make a pipe: \(String(cString: strerror(errno)))", at: path)
        }
        for end in [output[0], errors[0]] { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let child: any SpawnedProcess
        do {
            child = try spawner.spawn(
                [git, "-C", path, "--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=normal"],
                output: output[1], errors: errors[1], environment: environment(reading: path))
        } catch {
            [output[0], output[1], errors[0], errors[1]].forEach { close($0) }
            return .unreadable("cannot start git: \(error)", at: path)
        }
        close(output[1])
        close(errors[1])
        let (stdout, stderr) = (PipeReader(descriptor: output[0]), PipeReader(descriptor: errors[0]))
        let limit = timeLimit
        let started = ContinuousClock.now
        let watchdog = Task {
            try await Task.sleep(for: limit)
            child.kill()
        }
        let (text, complaint) = await withTaskCancellationHandler {
            async let text = Self.collect(stdout)
            async let complaint = Self.collect(stderr)
            return await (text, complaint)
        } onCancel: {
            child.kill()
        }
        let ended = await child.exit(within: .seconds(5))
        watchdog.cancel()
        let timedOut = ended == .signalled(SIGKILL) && ContinuousClock.now - started >= limit
        guard ended == .exited(0) else {
            if timedOut {
                let milliseconds = limit.components.seconds * 1_000 + limit.components.attoseconds / 1_000_000_000_000_000
                return .unreadable("git status took longer than \(milliseconds) ms", at: path)
            }
            let firstLine = String(decoding: complaint, as: UTF8.self).split(separator: "\n").first.map(String.init)
            return .unreadable(firstLine?.replacingOccurrences(of: "fatal: ", with: "") ?? "git status failed", at: path)
        }
        var facts = GitStatusParser.facts(from: Substring(String(decoding: text, as: UTF8.self)))
        facts.lastFetch = Self.lastFetch(gitDirectory: GitDirectory.of(clone: path))
        return .read(facts, at: path)
    }

    private static func collect(_ reader: PipeReader) async -> Data {
        var data = Data()
        for await chunk in reader.chunks { data.append(chunk) }
        return data
    }

    /// `FETCH_HEAD`'s time: git writes it at every fetch (and pull).
    private static func lastFetch(gitDirectory: String?) -> Date? {
        guard let gitDirectory,
              let attributes = try? FileManager.default.attributesOfItem(atPath: gitDirectory + "/FETCH_HEAD") else { return nil }
        return attributes[.modificationDate] as? Date
    }
}
