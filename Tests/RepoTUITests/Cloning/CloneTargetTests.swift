import RepoConfig
import Foundation
import RepoCore
import RepoFeatures
import Testing
@testable import RepoTUI

/// Where `c` clones and from which URL: the layout expanded, and every name or URL that could
/// leave the layout's directory or make git run something refused before git is started.
struct CloneTargetTests {
    static func repository(owner: String = "octocat", name: String = "Hello-World", html: String? = nil,
                           clone: String? = "https://github.com/octocat/Hello-World.git",
                           ssh: String? = "git@github.com:octocat/Hello-World.git") -> Repository {
        Repository(id: RepoID(1), name: name, fullName: owner + "/" + name,
                   owner: Owner(login: owner, id: 1, avatarURL: ""),
                   htmlURL: html ?? "https://github.com/\(owner)/\(name)", cloneURL: clone, sshURL: ssh)
    }

    @Test func theDefaultLayoutIsUnderSrcByHostOwnerAndName() {
        let https = CloneTarget.resolve(Self.repository(), settings: CloneSettings(transport: .https), home: "/home/me")
        let ssh = CloneTarget.resolve(Self.repository(html: "https://ghe.example.com/octocat/Hello-World"),
                                      settings: CloneSettings(layout: "/work/{owner}-{repo}", transport: .ssh), home: "/home/me")

        #expect(https == .success(CloneTarget(url: "https://github.com/octocat/Hello-World.git",
                                              path: "/home/me/src/github.com/octocat/Hello-World")))
        #expect(ssh == .success(CloneTarget(url: "git@github.com:octocat/Hello-World.git", path: "/work/octocat-Hello-World")))
    }

    @Test(arguments: ["..", ".", "", "a/b", "a\\b", "evil\u{1B}[2J", "line\nbreak"])
    func aNameThatCouldLeaveTheLayoutIsRefused(name: String) {
        #expect(CloneTarget.resolve(Self.repository(name: name), settings: CloneSettings(transport: .https), home: "/h")
                == .failure(.unsafeName(name)))
        #expect(CloneTarget.resolve(Self.repository(owner: name), settings: CloneSettings(transport: .https), home: "/h")
                == .failure(.unsafeName(name)))
    }

    @Test(arguments: [
        ("https://github.com/o/r.git", true), ("ssh://git@github.com/o/r.git", true), ("file:///srv/git/o/r.git", true),
        ("git@github.com:o/r.git", true), ("ext::sh -c touch% /tmp/pwned", false), ("fd::3", false),
        ("--upload-pack=touch /tmp/pwned", false), ("-oProxyCommand=evil", false), ("http://example.com/o/r.git", false),
        ("https://github.com/o/r.git\n--depth", false), ("git@github.com::o", false), ("@host:path", false),
    ])
    func onlyURLsThatFetchAreHandedToGit(url: String, accepted: Bool) {
        #expect(CloneTarget.isCloneable(url) == accepted)
        let resolved = CloneTarget.resolve(Self.repository(clone: url), settings: CloneSettings(transport: .https), home: "/h")
        if accepted { #expect((try? resolved.get())?.url == url) } else { #expect(resolved == .failure(.unsupportedURL(url))) }
    }

    @Test func aRepositoryWithoutTheChosenURLSaysSo() {
        #expect(CloneTarget.resolve(Self.repository(ssh: nil), settings: CloneSettings(transport: .ssh), home: "/h")
                == .failure(.noURL(protocolName: "SSH")))
    }

    @Test func sshIsTheDefaultOnlyWhenThereIsAPrivateKey() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("clone-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".ssh"), withIntermediateDirectories: true)
        #expect(CloneSettings.defaultTransport(home: home.path) == .https)
        try Data().write(to: home.appendingPathComponent(".ssh/id_ed25519.pub"))
        try Data().write(to: home.appendingPathComponent(".ssh/known_hosts"))
        #expect(CloneSettings.defaultTransport(home: home.path) == .https)
        try Data().write(to: home.appendingPathComponent(".ssh/id_ed25519"))
        #expect(CloneSettings.defaultTransport(home: home.path) == .ssh)
    }
}
