import Foundation
import Testing
@testable import RepoCore

/// A repository's lean storage (remote addresses spelled from the web address, owner and
/// licence shared between rows) never shows: every property reads back what was given, after
/// any change, and equality and hashing go by value.
struct RepositoryStorageTests {
    static let owner = Owner(login: "octocat", id: 1, avatarURL: "https://avatars.example/u/1")

    static func repository(html: String, git: String?, clone: String?, ssh: String?) -> Repository {
        Repository(id: RepoID(1), name: "Hello-World", fullName: "octocat/Hello-World", owner: owner,
                   htmlURL: html, gitURL: git, cloneURL: clone, sshURL: ssh)
    }

    static let webAddresses = [
        "https://github.com/octocat/Hello-World", "https://ghe.example.com/team/app", "http://10.0.0.1:8080/a/b",
        "https://github.com/octocat/émoji-🚀", "https://host", "https://host/", "not a url", "", "ftp://host/a/b",
    ]

    /// What GitHub would send for a web address, and what it never would.
    static func candidates(for html: String) -> [String?] {
        [nil, html + ".git", "git://github.com/octocat/Hello-World.git", "git@github.com:octocat/Hello-World.git",
         "git://ghe.example.com/team/app.git", "git@ghe.example.com:team/app.git", "git://10.0.0.1:8080/a/b.git",
         "git@10.0.0.1:8080:a/b.git", html, html + ".gi", "", "git://host/.git", "git@host:.git"]
    }

    @Test(arguments: webAddresses)
    func everyAddressReadsBackAsGivenAndSurvivesANewWebAddress(html: String) {
        let candidates = Self.candidates(for: html)
        for (i, git) in candidates.enumerated() {
            for (j, clone) in candidates.enumerated() {
                let ssh = candidates[(i + 2 * j) % candidates.count]
                var repository = Self.repository(html: html, git: git, clone: clone, ssh: ssh)
                #expect(repository.gitURL == git && repository.cloneURL == clone && repository.sshURL == ssh)
                #expect(repository == Self.repository(html: html, git: git, clone: clone, ssh: ssh))

                for next in Self.webAddresses {
                    repository.htmlURL = next
                    #expect(repository.gitURL == git && repository.cloneURL == clone && repository.sshURL == ssh, "\(next)")
                    #expect(repository == Self.repository(html: next, git: git, clone: clone, ssh: ssh))
                    #expect(repository.hashValue == Self.repository(html: next, git: git, clone: clone, ssh: ssh).hashValue)
                }
            }
        }
    }

    @Test func githubsOwnSpellingIsWhatTheAddressesAreKeptAs() {
        let repository = Self.repository(
            html: "https://github.com/octocat/Hello-World", git: "git://github.com/octocat/Hello-World.git",
            clone: "https://github.com/octocat/Hello-World.git", ssh: "git@github.com:octocat/Hello-World.git")
        #expect(RemoteURLs.Kind.allCases.map { repository.remotes[$0] } == [.derived, .derived, .derived])
        let enterprise = Self.repository(
            html: "https://ghe.example.com/team/app", git: "git://ghe.example.com/team/app.git",
            clone: "https://ghe.example.com/team/app.git", ssh: "git@ghe.example.com:team/app.git")
        #expect(RemoteURLs.Kind.allCases.map { enterprise.remotes[$0] } == [.derived, .derived, .derived])
        let mirrored = Self.repository(html: "https://github.com/octocat/Hello-World", git: nil,
                                       clone: "https://mirror.example/x.git", ssh: nil)
        #expect(RemoteURLs.Kind.allCases.map { mirrored.remotes[$0] } == [.absent, .given("https://mirror.example/x.git"), .absent])
    }

    @Test func settingAnAddressToAnotherAndBackReadsEachTime() {
        var repository = Self.repository(html: "https://github.com/octocat/Hello-World", git: nil, clone: nil, ssh: nil)
        repository.cloneURL = "https://github.com/octocat/Hello-World.git"
        #expect(repository.cloneURL == "https://github.com/octocat/Hello-World.git")
        repository.cloneURL = "https://mirror.example/Hello-World.git"
        #expect(repository.cloneURL == "https://mirror.example/Hello-World.git")
        repository.cloneURL = nil
        #expect(repository.cloneURL == nil)
    }

    @Test func sharedOwnersAndLicencesChangeNothingRowsEqual() {
        let mit = License(key: "mit", name: "MIT License", spdxID: "MIT")
        let rows = (0..<6).map { index in
            Repository(id: RepoID(Int64(index)), name: "r\(index)", fullName: "octocat/r\(index)",
                       owner: index < 4 ? Self.owner : Owner(login: "other", id: 2, avatarURL: "https://avatars.example/u/2"),
                       htmlURL: "https://github.com/octocat/r\(index)", license: index.isMultiple(of: 2) ? mit : nil)
        }
        var sharing = RepositoryValueSharing()
        let shared = rows.map { row in
            var row = row
            sharing.share(&row)
            return row
        }
        #expect(shared == rows)
        #expect(shared.map(\.hashValue) == rows.map(\.hashValue))
        #expect(shared[1].ownerStorage === shared[0].ownerStorage && shared[3].ownerStorage === shared[0].ownerStorage)
        #expect(shared[5].ownerStorage === shared[4].ownerStorage && shared[4].ownerStorage !== shared[0].ownerStorage)
        #expect(shared[4].licenseStorage === shared[0].licenseStorage && shared[2].licenseStorage === shared[0].licenseStorage)

        // A change to one row's owner is that row's alone.
        var changed = shared
        changed[1].owner.isOrganization = true
        #expect(changed[0].owner.isOrganization == false && changed[1].owner.isOrganization)
    }
}
