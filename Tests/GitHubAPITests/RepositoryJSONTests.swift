import Foundation
import GitHubAPI
import RepoCore
import Testing

@Suite struct RepositoryJSONTests {
    static let sparse = Repository(
        id: RepoID(42), name: "tiny", fullName: "someone/tiny",
        owner: Owner(login: "someone", id: 7, avatarURL: "https://avatars.example/7"),
        htmlURL: "https://github.com/someone/tiny",
        createdAt: Date(timeIntervalSince1970: 1_296_069_672))

    @Test func writesGitHubsFieldNamesWithNullsAndISODates() throws {
        let text = String(decoding: RepositoryJSON.encode([Self.sparse]), as: UTF8.self)
        #expect(text == """
            [
              {
                "archived" : false,
                "clone_url" : null,
                "created_at" : "2011-01-26T19:21:12Z",
                "default_branch" : null,
                "description" : null,
                "fork" : false,
                "forks_count" : 0,
                "full_name" : "someone/tiny",
                "git_url" : null,
                "homepage" : null,
                "html_url" : "https://github.com/someone/tiny",
                "id" : 42,
                "is_template" : false,
                "language" : null,
                "license" : null,
                "mirror_url" : null,
                "name" : "tiny",
                "open_issues_count" : 0,
                "owner" : {
                  "avatar_url" : "https://avatars.example/7",
                  "html_url" : null,
                  "id" : 7,
                  "login" : "someone",
                  "type" : "User"
                },
                "private" : false,
                "pushed_at" : null,
                "size" : 0,
                "ssh_url" : null,
                "stargazers_count" : 0,
                "topics" : [

                ],
                "updated_at" : null,
                "watchers_count" : 0
              }
            ]
            """)
    }

    @Test func aStarredRowAlsoSaysWhenItWasStarred() throws {
        var starred = Self.sparse
        starred.starredAt = Date(timeIntervalSince1970: 1_700_000_000)
        let object = try #require(try JSONSerialization.jsonObject(with: RepositoryJSON.encode([starred])) as? [[String: Any]])
        #expect(object.first?["starred_at"] as? String == "2023-11-14T22:13:20Z")
        let plain = try #require(try JSONSerialization.jsonObject(with: RepositoryJSON.encode([Self.sparse])) as? [[String: Any]])
        #expect(plain.first?.keys.contains("starred_at") == false)
    }

    @Test func anEmptyListIsAnEmptyArray() throws {
        #expect(try JSONSerialization.jsonObject(with: RepositoryJSON.encode([])) as? [Any] != nil)
    }

    @Test func roundTripsThroughTheDTO() throws {
        var full = Self.sparse
        full.description = "Ünïcødé 👨‍👩‍👧 and \u{1B}[31mescapes\u{1B}[0m"
        full.license = License(key: "mit", name: "MIT License", spdxID: "MIT")
        full.topics = ["a", "b"]
        full.pushedAt = Date(timeIntervalSince1970: 1_700_000_000)
        full.isFork = true
        full.isPrivate = true
        full.mirrorURL = "https://example.com/upstream.git"
        let data = RepositoryJSON.encode([full, Self.sparse])
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode([RepositoryDTO].self, from: data).map { $0.toDomain() } == [full, Self.sparse])
    }
}
