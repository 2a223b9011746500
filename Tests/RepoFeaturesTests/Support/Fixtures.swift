import Foundation
import RepoCore
@testable import RepoFeatures

/// Fixed time, time zone and repositories every test shares.
enum Fixtures {
    /// 2026-11-01T12:00:00Z
    static let now = Date(timeIntervalSince1970: 1_793_534_400)
    static let utc = TimeZone(identifier: "UTC")!
    static let dates = DateText(timeZone: utc)
    static let octocat = user("octocat")

    static let minute: TimeInterval = 60
    static let hour: TimeInterval = 3_600
    static let day: TimeInterval = 86_400

    static func ago(_ interval: TimeInterval) -> Date { now.addingTimeInterval(-interval) }

    static func user(_ login: String) -> GitHubUsername {
        do {
            return try GitHubUsername(validating: login)
        } catch {
            fatalError("fixture login '\(login)' is invalid: \(error)")
        }
    }

    static func repository(
        id: Int64, name: String, owner: String = "octocat", description: String? = nil,
        language: String? = nil, stars: Int = 0, pushedAt: Date? = nil,
        isFork: Bool = false, isArchived: Bool = false
    ) -> Repository {
        Repository(
            id: RepoID(id), name: name, fullName: "\(owner)/\(name)",
            owner: Owner(login: owner, id: 583_231, avatarURL: "https://avatars.githubusercontent.com/u/583231?v=4"),
            description: description, htmlURL: "https://github.com/\(owner)/\(name)",
            language: language, stargazersCount: stars, pushedAt: pushedAt,
            isFork: isFork, isArchived: isArchived)
    }

    // octocat's eight repositories, named for their place in the list (pushed newest first).

    static let linguist = repository(
        id: 1, name: "linguist",
        description: "Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
        language: "Ruby", stars: 1_234, pushedAt: ago(5 * minute), isFork: true)
    static let boysenberry = repository(
        id: 2, name: "boysenberry-repo-1", description: "Testing", stars: 300, pushedAt: ago(hour), isFork: true)
    static let spoonKnife = repository(
        id: 3, name: "Spoon-Knife", description: "This repo is for demonstration purposes only.",
        language: "HTML", stars: 12_345, pushedAt: ago(2 * hour))
    static let octocatIO = repository(
        id: 4, name: "octocat.github.io", language: "CSS", stars: 999, pushedAt: ago(day + 3 * hour))
    static let helloWorld = repository(
        id: 5, name: "Hello-World", description: "My first repository on GitHub!", language: "Ruby",
        stars: 2_654, pushedAt: ago(3 * day))
    static let gitConsortium = repository(
        id: 6, name: "git-consortium", description: "This repo is for demonstration purposes only.",
        stars: 150, pushedAt: ago(61 * day))
    static let helloWorId = repository(
        id: 7, name: "hello-worId", description: "My first repository on GitHub.", stars: 0,
        pushedAt: ago(3 * 365 * day + 10 * day))
    static let testRepo1 = repository(
        id: 8, name: "test-repo1", description: "Testing repo", stars: 5, isArchived: true)

    /// As the source hands them over (GitHub's order, not ours).
    static let unsorted = [helloWorld, spoonKnife, octocatIO, linguist, gitConsortium, helloWorId, testRepo1, boysenberry]
    /// The list's order: pushed newest first, never pushed last.
    static let sorted = [linguist, boysenberry, spoonKnife, octocatIO, helloWorld, gitConsortium, helloWorId, testRepo1]

    /// `count` repositories named "project-01"…, pushed one hour apart, newest first.
    static func projects(_ count: Int) -> [Repository] {
        (1...count).map { number in
            let name = "project-" + (number < 10 ? "0\(number)" : "\(number)")
            return repository(id: Int64(100 + number), name: name, description: "Project number \(number)",
                              language: "Swift", stars: number * 100, pushedAt: ago(Double(number) * hour))
        }
    }

    /// Names and descriptions two columns wide per character, and emoji.
    static let wide = [
        repository(id: 201, name: "日本語のリポジトリ名前です長い", description: "説明文はここにあります。とても長い説明文です。",
                   language: "Go", stars: 4_200, pushedAt: ago(10 * minute)),
        repository(id: 202, name: "🚀rocket-ship", description: "Launch 🚀 things", language: "Rust",
                   stars: 4_200, pushedAt: ago(20 * minute)),
        repository(id: 203, name: "café-ｆｕｌｌｗｉｄｔｈ", description: "ﾊﾝｶｸ half-width kana", language: "日本語",
                   stars: 4_200, pushedAt: ago(30 * minute)),
        repository(id: 204, name: "한국어-저장소", description: "👩‍💻 developer 🇯🇵 flags", language: "C",
                   stars: 4_200, pushedAt: ago(40 * minute)),
        repository(id: 205, name: "plain-ascii", description: "Nothing wide here", language: "Swift",
                   stars: 4_200, pushedAt: ago(50 * minute)),
    ]

    /// Spoon-Knife as a fresh request returns it: every field set (and one more star).
    static let spoonKnifeFull = Repository(
        id: RepoID(3), name: "Spoon-Knife", fullName: "octocat/Spoon-Knife",
        owner: Owner(login: "octocat", id: 583_231, avatarURL: "https://avatars.githubusercontent.com/u/583231?v=4",
                     htmlURL: "https://github.com/octocat"),
        description: "This repo is for demonstration purposes only.",
        htmlURL: "https://github.com/octocat/Spoon-Knife",
        gitURL: "git://github.com/octocat/Spoon-Knife.git",
        cloneURL: "https://github.com/octocat/Spoon-Knife.git",
        sshURL: "git@github.com:octocat/Spoon-Knife.git",
        homepage: "https://octocat.github.io/Spoon-Knife",
        language: "HTML", stargazersCount: 12_346, forksCount: 150_432, watchersCount: 12_346, openIssuesCount: 7,
        license: License(key: "mit", name: "MIT License", spdxID: "MIT"),
        topics: ["demo", "forking", "tutorial"], defaultBranch: "main", sizeKB: 2_345,
        createdAt: Date(timeIntervalSince1970: 1_296_068_803), // 2011-01-26T19:06:43Z
        updatedAt: ago(90 * minute), pushedAt: ago(2 * hour),
        isFork: false, isArchived: false, isTemplate: true)
}

extension RepoList.ListView {
    /// A view with `filter` typed at `Fixtures.now`, as the list's state machine makes it.
    init(filter: String, sort: RepoSort = .default, prompt: RepoList.Prompt? = nil) {
        self.init(sort: sort, prompt: prompt)
        setFilter(filter, now: Fixtures.now)
    }
}

extension ListHead {
    /// What a first load asks the cache for before the whole list: its first screens, newest push first.
    static let firstScreen = ListHead(.pushed, descending: true, count: 100)
}

extension Fixtures {
    /// Spoon-Knife's (`spoonKnife`) reference section in an 80-column detail, as whole-screen
    /// tests expect it under its README.
    static let spoonKnifeReferenceAt80: [String] = [
        " ── Reference ─────────────────────────────────────────────────────────────────",
        " Default branch main",
        " Size           2.2 MB",
        " Visibility     —",
        " Network        —",
        " Features       —",
        " Web            https://github.com/octocat/Spoon-Knife",
        " Clone          https://github.com/octocat/Spoon-Knife.git",
        " SSH            git@github.com:octocat/Spoon-Knife.git",
        " Git            git://github.com/octocat/Spoon-Knife.git",
        " Owner          octocat",
        " Avatar         https://avatars.githubusercontent.com/u/583231?v=4",
        " ID             3",
        " Fork           no",
        " Archived       no",
        " Template       yes",
    ]

    /// `r`'s look through octocat's folder for clones the list `known` does not hold.
    static func localOnlySearch(_ known: [Repository]) -> RepoList.Effect {
        .findLocalOnly(probe: LocalOnlyRow.repository(named: "probe", owner: octocat, like: known.first), known: known)
    }

    /// What `r` asks for besides `effects`: the CI column asks again about every row the list holds.
    static func refreshing(_ effects: [RepoList.Effect], of state: RepoList.State) -> RepoList.Reaction {
        RepoList.Reaction(effects: effects, delegates: [.askCIAgain(Set(state.arrangement.base.map(\.id)))])
    }
}
