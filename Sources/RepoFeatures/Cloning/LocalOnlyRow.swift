import Foundation
import RepoCore

/// A local-only clone as a row of the list: a repository made from the folder (no GitHub id:
/// a negative one from its name, stable across runs), its description saying what it is.
struct LocalOnlyRow: Equatable, Sendable {
    var clone: LocalClone
    /// What GitHub said of the name; nil before it was asked.
    var fate: LocalOnlyFate?
    var repository: Repository

    /// `like` lends the owner and the host (any repository of the list); without one, github.com.
    init(_ clone: LocalClone, fate: LocalOnlyFate?, owner: GitHubUsername, like: Repository?, offline: Bool) {
        self.clone = clone
        self.fate = fate
        repository = Self.repository(named: clone.name, owner: owner, like: like)
        repository.description = Self.describe(fate, offline: offline)
    }

    /// A repository of `owner`'s named `name`, where the list's repositories are.
    static func repository(named name: String, owner: GitHubUsername, like: Repository?) -> Repository {
        let owned = like?.owner ?? Owner(login: owner.rawValue, id: 0, avatarURL: "")
        let site = like.flatMap { URL(string: $0.htmlURL) }.flatMap { url in url.host.map { (url.scheme ?? "https") + "://" + $0 } }
            ?? "https://github.com"
        let htmlURL = site + "/" + owned.login + "/" + name
        return Repository(id: id(owner: owned.login, name: name), name: name, fullName: owned.login + "/" + name, owner: owned,
                          htmlURL: htmlURL, cloneURL: htmlURL + ".git")
    }

    /// Negative, so never a GitHub id; the same for the same name in every run (FNV-1a).
    static func id(owner: String, name: String) -> RepoID {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (owner + "/" + name).lowercased().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return RepoID(-Int64(hash >> 1) - 1)
    }

    static func isLocalOnly(_ id: RepoID) -> Bool { id.rawValue < 0 }

    /// The row's description: "local only — renamed or moved to octocat/new on GitHub" …
    static func describe(_ fate: LocalOnlyFate?, offline: Bool) -> String {
        switch fate {
        case nil: offline ? "local only — GitHub not asked (offline)" : "local only — asking GitHub…"
        case .moved(let fullName)?: "local only — GitHub moved it to \(fullName)"
        case .onGitHub?: "local only — on GitHub under this name, not in this list"
        case .gone?: "local only — not on GitHub (deleted, never pushed, or private)"
        case .unknown(let why)?: "local only — could not ask GitHub: \(why)"
        }
    }
}
