import Foundation
import RepoConfig
import RepoCore
import Testing
@testable import RepoTUI

/// Which repositories show ✓: those with a `.git` where `c` would clone them, looked for on a
/// real directory tree.
struct ClonePresenceTests {
    static func repository(_ id: Int64, owner: String, name: String) -> Repository {
        CloneTargetTests.repository(owner: owner, name: name).withID(id)
    }

    @Test func onlyRepositoriesWithAGitEntryWhereCWouldCloneThemAreFound() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("presence-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let files = FileManager.default
        let octocat = home + "/src/github.com/octocat"
        try files.createDirectory(atPath: octocat + "/cloned/.git", withIntermediateDirectories: true)
        try files.createDirectory(atPath: octocat + "/no-git", withIntermediateDirectories: true)
        try files.createDirectory(atPath: octocat + "/worktree", withIntermediateDirectories: true)
        try Data("gitdir: /elsewhere\n".utf8).write(to: URL(fileURLWithPath: octocat + "/worktree/.git"))
        // An owner's directory that is a symlink to where the clones really are.
        try files.createDirectory(atPath: home + "/elsewhere/linked/.git", withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: home + "/src/github.com/monalisa", withDestinationPath: home + "/elsewhere")
        let repositories = [
            Self.repository(1, owner: "octocat", name: "cloned"), Self.repository(2, owner: "octocat", name: "no-git"),
            Self.repository(3, owner: "octocat", name: "worktree"), Self.repository(4, owner: "octocat", name: "absent"),
            Self.repository(5, owner: "monalisa", name: "linked"), Self.repository(6, owner: "nobody", name: "cloned"),
        ]

        let found = ClonePresence.found(repositories, settings: CloneSettings(transport: .https), home: home)

        #expect(found == [RepoID(1), RepoID(3), RepoID(5)])
    }
}

private extension Repository {
    func withID(_ id: Int64) -> Repository {
        var copy = self
        copy.id = RepoID(id)
        return copy
    }
}
