import Foundation

/// What a clone on disk is like, as `git status` tells it — read only, nothing fetched: "behind"
/// is as of the clone's last fetch.
public struct CloneState: Equatable, Sendable {
    /// Where the clone is.
    public var path: String
    public var status: Status
    /// The branch's last commit, read only for the clone the detail shows (never by the scan).
    public var lastCommit: LocalCommit?

    public enum Status: Equatable, Sendable {
        case read(CloneFacts)
        /// git could not say (a broken `.git`, git missing or too slow): why, in words.
        case unreadable(String)
    }

    public init(path: String, _ status: Status) {
        self.path = path
        self.status = status
    }

    public static func read(_ facts: CloneFacts, at path: String) -> CloneState { CloneState(path: path, .read(facts)) }
    public static func unreadable(_ why: String, at path: String) -> CloneState { CloneState(path: path, .unreadable(why)) }

    /// What git said, when it could read the clone.
    public var facts: CloneFacts? {
        if case .read(let facts) = status { facts } else { nil }
    }
}

/// A clone's last commit, as `git log -1` tells it.
public struct LocalCommit: Equatable, Sendable {
    public var date: Date
    public var author: String
    public var subject: String

    public init(date: Date, author: String, subject: String) {
        self.date = date
        self.author = author
        self.subject = subject
    }
}

/// One clone's branch, upstream and working tree.
public struct CloneFacts: Equatable, Sendable {
    /// The checked-out branch; nil when HEAD is detached.
    public var branch: String?
    /// The upstream branch (`origin/main`); nil when the branch has none (or HEAD is detached).
    public var upstream: String?
    /// Commits on the branch that its upstream lacks, and the other way round.
    public var ahead: Int
    public var behind: Int
    /// Changed, staged, conflicted and untracked paths (git's own count of status entries).
    public var changes: Int
    /// When the clone last fetched (`FETCH_HEAD`); nil when it never has since cloning.
    public var lastFetch: Date?

    public init(branch: String?, upstream: String?, ahead: Int = 0, behind: Int = 0, changes: Int = 0, lastFetch: Date? = nil) {
        self.branch = branch
        self.upstream = upstream
        self.ahead = ahead
        self.behind = behind
        self.changes = changes
        self.lastFetch = lastFetch
    }

    public var isDirty: Bool { changes > 0 }
    public var isDetached: Bool { branch == nil }

    /// Why a fast-forward (`U`) must leave this clone as it is; nil when it may move it (if behind).
    public var whyNotFastForward: String? {
        if isDirty { return "\(changes) uncommitted \(changes == 1 ? "change" : "changes")" }
        if isDetached { return "HEAD is detached" }
        if upstream == nil { return "the branch has no upstream" }
        if ahead > 0 {
            return behind > 0 ? "diverged (\(ahead) ahead, \(behind) behind) — never merged or rebased here" : "\(ahead) ahead of its upstream"
        }
        return nil
    }

    /// On a branch other than the repository's default (unknown default: never).
    public func isOnAnotherBranch(than defaultBranch: String?) -> Bool {
        guard let branch, let defaultBranch else { return false }
        return branch != defaultBranch
    }
}
