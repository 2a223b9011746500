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

    /// Addresses set from their UTF-8 as a reader of stored rows finds them (`RemoteAddresses`)
    /// make the very repository the strings make, beside the same web address or another, and
    /// read back as bytes (`withRemoteURL`, as `--json` writes them) spell the same.
    @Test(arguments: webAddresses)
    func addressesReadFromTheirBytesAreTheRepositoryTheirTextMakes(html: String) {
        func utf8<Result>(_ text: String?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
            guard var text else { return body(nil) }
            return text.withUTF8 { body($0) }
        }
        let candidates = Self.candidates(for: html)
        for (i, git) in candidates.enumerated() {
            for (j, clone) in candidates.enumerated() {
                let ssh = candidates[(i + 2 * j) % candidates.count]
                var addresses = RemoteAddresses(htmlURL: html)
                utf8(git) { addresses.set(.git, utf8: $0) }
                utf8(clone) { addresses.set(.clone, utf8: $0) }
                utf8(ssh) { addresses.set(.ssh, utf8: $0) }
                for web in [html, "https://github.com/elsewhere/repo"] {
                    var read = Self.repository(html: web, git: nil, clone: nil, ssh: nil)
                    read.setRemoteAddresses(addresses)
                    let made = Self.repository(html: web, git: git, clone: clone, ssh: ssh)
                    #expect(read == made && read.remotes == made.remotes, "\(web) \(String(describing: git)) \(String(describing: clone))")
                    // And read back as bytes, they spell what the strings say.
                    func text(_ kind: RemoteAddresses.Kind) -> String? {
                        read.withRemoteURL(kind) { $0.map { String(decoding: $0, as: UTF8.self) } }
                    }
                    #expect([text(.git), text(.clone), text(.ssh)] == [made.gitURL, made.cloneURL, made.sshURL])
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

    /// A page sent again (a star, a push) spells most of its values as the cached page did: its
    /// rows take the cached copies of those, matched by id wherever they moved, and keep their
    /// own where a value changed or is spelled with other bytes (`é` as one character or as `e`
    /// and an accent: equal strings, not the same text). What the rows equal does not change.
    @Test func aPageSentAgainTakesTheCachedCopiesOfWhatItSpellsTheSame() {
        let mit = License(key: "mit", name: "MIT License", spdxID: "MIT")
        func row(_ id: Int64, description: String, stars: Int = 0) -> Repository {
            Repository(id: RepoID(id), name: Self.fresh("a-repository-named-\(id)"), fullName: Self.fresh("octocat/a-repository-named-\(id)"),
                       owner: Owner(login: Self.fresh("octocat"), id: 1, avatarURL: Self.fresh("https://avatars.example/u/1")),
                       description: Self.fresh(description), htmlURL: Self.fresh("https://github.com/octocat/a-repository-named-\(id)"),
                       homepage: Self.fresh("https://octocat.example/home/\(id)"), language: "Swift", stargazersCount: stars,
                       license: mit, topics: [Self.fresh("terminal-user-interface"), Self.fresh("github-repositories")])
        }
        let cached = [row(1, description: "Café and a long description"), row(2, description: "Stays exactly as it was before"),
                      row(3, description: "Described one way before the push")]
        let sent = [row(3, description: "Described another way after it"), row(2, description: "Stays exactly as it was before", stars: 7),
                    row(1, description: "Cafe\u{301} and a long description"), row(4, description: "A repository new to the list")]
        var adopted = sent
        RepositoryValueSharing.adoptUnchanged(&adopted, from: cached)

        #expect(adopted == sent)
        #expect(adopted.map(\.description) == sent.map(\.description))
        let everything = ["name", "fullName", "description", "htmlURL", "homepage", "topics", "owner", "license"]
        #expect(adopted.map { row in cached.first { $0.id == row.id }.map { Self.sharedValues(row, $0) } ?? [] } == [
            everything.filter { $0 != "description" },
            everything,
            everything.filter { $0 != "description" },
            [],
        ])
        #expect(sent.map { row in Self.sharedValues(row, cached.first { $0.id == row.id } ?? row) } == [[], [], [], everything])
    }

    /// A list of 100,000 holds this many bytes a row before any string: the dates in 8 bytes each
    /// (`CompactDate`) and the remote addresses in a byte and a pointer (`RemoteURLs`) made it
    /// 264 from 320. A field added is a choice to make, not one to stumble on.
    @Test func aRowIsTwoHundredAndSixtyFourBytes() {
        #expect(MemoryLayout<Repository>.stride == 264)
    }

    @Test func datesReadBackAsGivenAndEqualAsDatesDo() {
        let dates: [Date?] = [nil, Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: -0.0),
                              Date(timeIntervalSince1970: 1_700_000_000.25), .distantPast, .distantFuture]
        var repository = Self.repository(html: "https://github.com/octocat/Hello-World", git: nil, clone: nil, ssh: nil)
        for date in dates {
            repository.createdAt = date
            repository.updatedAt = date
            repository.pushedAt = date
            repository.starredAt = date
            #expect([repository.createdAt, repository.updatedAt, repository.pushedAt, repository.starredAt] == [date, date, date, date])
        }
        #expect(CompactDate(Date(timeIntervalSinceReferenceDate: 0)) == CompactDate(Date(timeIntervalSinceReferenceDate: -0.0)))
        #expect(dates.map { CompactDate($0) == CompactDate(nil) } == [true, false, false, false, false, false])
    }

    /// The same text in storage of its own, as a page decoded again holds it.
    static func fresh(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// Which of `row`'s values live in the same storage as `other`'s.
    static func sharedValues(_ row: Repository, _ other: Repository) -> [String] {
        func address(_ text: String?) -> UnsafeRawPointer? {
            text?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        func same(_ lhs: String?, _ rhs: String?) -> Bool { address(lhs) != nil && address(lhs) == address(rhs) }
        let pairs: [(String, Bool)] = [
            ("name", same(row.name, other.name)), ("fullName", same(row.fullName, other.fullName)),
            ("description", same(row.description, other.description)), ("htmlURL", same(row.htmlURL, other.htmlURL)),
            ("homepage", same(row.homepage, other.homepage)),
            ("topics", row.topics.withUnsafeBufferPointer { $0.baseAddress } == other.topics.withUnsafeBufferPointer { $0.baseAddress }),
            ("owner", row.ownerStorage === other.ownerStorage),
            ("license", row.licenseStorage != nil && row.licenseStorage === other.licenseStorage),
        ]
        return pairs.filter(\.1).map(\.0)
    }
}
