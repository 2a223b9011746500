/// `octocat`: eight repositories covering every shape the UI must draw: null description,
/// language, license and homepage; topics; a fork; an archived and a template repository; a
/// repository never pushed to; a description longer than any screen line.
enum SampleOctocat {
    static let user = StubUser(
        login: "octocat", id: 583_231, type: .user, name: "The Octocat",
        repos: [
            helloWorld, spoonKnife, linguist, pagesSite, gitConsortium, swiftTemplate,
            longDescription, emptyRepo,
        ],
        starred: stars)

    /// What octocat starred, newest first: big-org's services and a repository of its own — a
    /// Starred scope to browse in the demo.
    static let stars: [StubStar] =
        (1...12).map { number in
            StubStar(repo: "big-org/service-" + String(format: "%03d", number * 3), starredAt: SampleClock.daysAgo(number * 9))
        } + [StubStar(repo: "octocat/Spoon-Knife", starredAt: SampleClock.daysAgo(400))]

    static let helloWorld = StubRepository(
        id: 1_296_269, name: "Hello-World", description: "My first repository on GitHub!",
        homepage: nil, language: nil, stargazersCount: 3_012, forksCount: 2_874, openIssuesCount: 1_563,
        license: nil, topics: [], defaultBranch: "master", sizeKB: 1,
        createdAt: SampleClock.daysAgo(700), updatedAt: SampleClock.daysAgo(1, hours: 3),
        pushedAt: SampleClock.daysAgo(3, hours: 5),
        readme: helloWorldReadme)

    /// Long enough to scroll, with every block the detail pane lays out.
    static let helloWorldReadme = """
        # Hello-World

        My *first* repository on **GitHub**, kept as a playground for the [REST API](https://docs.github.com/rest).

        ## Getting started

        1. Fork the repository
        2. Clone your fork:
           - over HTTPS
           - or over SSH
        3. Make a change and open a pull request

        ```sh
        git clone https://github.com/octocat/Hello-World.git
        cd Hello-World
        echo "Hello, World!" > README
        ```

        ## Endpoints it exercises

        | Endpoint | Cached | Notes |
        | --- | :---: | --- |
        | `/users/{user}/repos` | yes | paginated by `Link` |
        | `/repos/{owner}/{repo}` | yes | conditional with `ETag` |
        | `/repos/{owner}/{repo}/readme` | yes | raw media type |

        > **Note:** pull requests to this repository are welcome, but rarely merged.

        ## Licence

        Public domain. Say hello 👋 — こんにちは！

        """

    static let spoonKnife = StubRepository(
        id: 1_300_192, name: "Spoon-Knife",
        description: "This repo is for demonstration purposes only.",
        homepage: "", language: "HTML", stargazersCount: 13_104, forksCount: 143_872,
        openIssuesCount: 12_021, license: nil, topics: ["demo", "forking", "tutorial"],
        defaultBranch: "main", sizeKB: 2,
        createdAt: SampleClock.daysAgo(690), updatedAt: SampleClock.daysAgo(0, hours: 2),
        pushedAt: SampleClock.daysAgo(10),
        readme: """
            ### Well hello there!

            This repository is meant to provide an example for *forking* a repository on GitHub.

            Creating a *fork* is producing a personal copy of someone else's project.
            """)

    static let linguist = StubRepository(
        id: 1_725_199, name: "linguist",
        description: "Language Savant. If your repository's language is being reported incorrectly, send us a pull request!",
        homepage: nil, language: "Ruby", stargazersCount: 194, forksCount: 214, openIssuesCount: 0,
        license: .mit, topics: ["languages", "syntax-highlighting", "linguistics"],
        defaultBranch: "master", sizeKB: 32_899,
        createdAt: SampleClock.daysAgo(680), updatedAt: SampleClock.daysAgo(40),
        pushedAt: SampleClock.daysAgo(41), isFork: true,
        readme: "# Linguist\n\nThis library is used on GitHub.com to detect blob languages.\n")

    static let pagesSite = StubRepository(
        id: 17_881_631, name: "octocat.github.io", description: nil,
        homepage: "https://octocat.github.io", language: "CSS", stargazersCount: 812, forksCount: 371,
        openIssuesCount: 4, license: nil, topics: [], defaultBranch: "master", sizeKB: 148,
        createdAt: SampleClock.daysAgo(600), updatedAt: SampleClock.daysAgo(90),
        pushedAt: SampleClock.daysAgo(95))

    static let gitConsortium = StubRepository(
        id: 18_221_276, name: "git-consortium",
        description: "This repo is for demonstration purposes only.",
        homepage: nil, language: nil, stargazersCount: 117, forksCount: 101, openIssuesCount: 24,
        license: nil, topics: [], defaultBranch: "master", sizeKB: 190,
        createdAt: SampleClock.daysAgo(729), updatedAt: SampleClock.daysAgo(500),
        pushedAt: SampleClock.daysAgo(712), isArchived: true,
        // Renamed once: `/repos/octocat/git-group` answers 301, as GitHub does for a renamed repository.
        formerFullNames: ["octocat/git-group"])

    static let swiftTemplate = StubRepository(
        id: 132_935_648, name: "swift-cli-template",
        description: "A starting point for Swift command-line tools: ArgumentParser, tests, CI.",
        homepage: "https://octocat.example/swift-cli-template", language: "Swift",
        stargazersCount: 1_240, forksCount: 96, openIssuesCount: 7, license: .apache2,
        topics: ["swift", "template", "cli", "argument-parser"], defaultBranch: "main", sizeKB: 56,
        createdAt: SampleClock.daysAgo(400), updatedAt: SampleClock.daysAgo(20),
        pushedAt: SampleClock.daysAgo(21), isTemplate: true,
        readme: """
            # swift-cli-template

            Click **Use this template** to start a new command-line tool.

            ```sh
            swift run cli --help
            ```
            """)

    static let longDescription = StubRepository(
        id: 56_271_164, name: "test-repo1",
        description: """
            A deliberately long description to exercise wrapping and truncation in narrow \
            terminals: this repository collects small experiments with the GitHub REST API, \
            pagination through Link headers, conditional requests with ETags, rate-limit \
            headers, and the many nullable fields a careful client has to decode without \
            crashing, followed by a few more words so it is comfortably past three hundred \
            characters long.
            """,
        homepage: nil, language: "Go", stargazersCount: 58, forksCount: 12, openIssuesCount: 3,
        license: .gpl3, topics: ["api", "experiments", "pagination", "etag"],
        defaultBranch: "main", sizeKB: 4_096,
        createdAt: SampleClock.daysAgo(300), updatedAt: SampleClock.daysAgo(2),
        pushedAt: SampleClock.daysAgo(2, hours: 1))

    static let emptyRepo = StubRepository(
        id: 640_102_030, name: "empty-notes", description: nil, homepage: nil, language: nil,
        stargazersCount: 0, forksCount: 0, openIssuesCount: 0, license: nil, topics: [],
        defaultBranch: "main", sizeKB: 0,
        createdAt: SampleClock.daysAgo(30), updatedAt: SampleClock.daysAgo(30), pushedAt: nil)
}
