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
        let run = await ChildRun.run(
            [git, "-C", path, "--no-optional-locks", "status", "--porcelain=v2", "--branch", "--untracked-files=normal"],
            environment: environment(reading: path), spawner: spawner, timeLimit: timeLimit)
        guard run.succeeded else {
            if run.timedOut { return .unreadable("git status took longer than \(timeLimit.wholeMilliseconds) ms", at: path) }
            return .unreadable(run.complaint ?? "git status failed", at: path)
        }
        var facts = GitStatusParser.facts(from: Substring(String(decoding: run.output, as: UTF8.self)))
        facts.lastFetch = Self.lastFetch(gitDirectory: GitDirectory.of(clone: path))
        return .read(facts, at: path)
    }

    /// The branch's last commit (`git log -1`): for the one clone a detail shows, never for the
    /// scan. nil for a branch with no commit yet, or when git cannot say.
    public func lastCommit(at path: String) async -> LocalCommit? {
        guard let git else { return nil }
        let run = await ChildRun.run(
            [git, "-C", path, "--no-optional-locks", "log", "-1", "--no-show-signature", "--format=%ct%x1f%an%x1f%s"],
            environment: environment(reading: path), spawner: spawner, timeLimit: timeLimit)
        guard run.succeeded else { return nil }
        let fields = String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .newlines)
            .split(separator: "\u{1f}", omittingEmptySubsequences: false)
        guard fields.count == 3, let seconds = TimeInterval(fields[0]) else { return nil }
        return LocalCommit(date: Date(timeIntervalSince1970: seconds), author: String(fields[1]), subject: String(fields[2]))
    }

    /// `FETCH_HEAD`'s time: git writes it at every fetch (and pull).
    private static func lastFetch(gitDirectory: String?) -> Date? {
        guard let gitDirectory,
              let attributes = try? FileManager.default.attributesOfItem(atPath: gitDirectory + "/FETCH_HEAD") else { return nil }
        return attributes[.modificationDate] as? Date
    }
}
