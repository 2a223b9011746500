/// Organisations of any size for pagination tests and benchmarks: repository `n` of an
/// organisation is always the same (names, languages, descriptions in many scripts, dates,
/// forks, archived and template repositories, READMEs), on every run and platform.
///
/// Each repository is computed from its index alone with a few table look-ups, so 100,000
/// take a fraction of a second in a release build.
public enum OrganizationGenerator {
    /// An organisation named `login` with `repositoryCount` repositories whose ids run from
    /// `firstRepositoryID` upwards. Names are unique and carry the index (`api-gateway-00042`).
    public static func organization(
        login: String, id: Int64, repositoryCount: Int, firstRepositoryID: Int64, formerLogins: [String] = []
    ) -> StubUser {
        let digits = max(4, String(max(repositoryCount, 1)).count)
        let salt = UInt64(truncatingIfNeeded: id)
        let repos = (0..<max(0, repositoryCount)).map { index in
            repository(index, login: login, id: firstRepositoryID + Int64(index), digits: digits, salt: salt)
        }
        return StubUser(
            login: login, id: id, type: .organization, name: "Generated \(login) (\(repositoryCount) repositories)",
            repos: repos, formerLogins: formerLogins)
    }

    private static func repository(_ index: Int, login: String, id: Int64, digits: Int, salt: UInt64) -> StubRepository {
        var random = SplitMix(seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15 ^ salt)
        let number = String(index + 1)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        let prefix = prefixes[random.below(prefixes.count)]
        let noun = nouns[random.below(nouns.count)]
        // GitHub allows dots and underscores in names; a few repositories use them.
        let separator = index % 19 == 7 ? "." : index % 23 == 11 ? "_" : "-"
        let name = prefix + separator + noun + "-" + padded

        let description = random.below(10) == 0 ? nil : descriptions[random.below(descriptions.count)](noun, prefix)
        let createdDaysAgo = 30 + random.below(700)
        let updatedDaysAgo = random.below(createdDaysAgo)
        let neverPushed = random.below(50) == 0
        // Stars follow a long tail: most repositories have a few, some have thousands.
        let spread = random.below(1_000)
        let stars = spread * spread * spread / 20_000
        return StubRepository(
            id: id, name: name, description: description,
            homepage: random.below(10) == 0 ? "https://\(login).github.io/\(name)" : nil,
            language: languages[random.below(languages.count)],
            stargazersCount: stars, forksCount: stars / (3 + random.below(17)),
            openIssuesCount: random.below(stars / 50 + 5), license: licenses[random.below(licenses.count)],
            topics: Array(topics[random.below(topics.count)...].prefix(random.below(4))),
            defaultBranch: random.below(5) == 0 ? "master" : "main", sizeKB: random.below(250_000),
            createdAt: SampleClock.daysAgo(createdDaysAgo, hours: random.below(24)),
            updatedAt: SampleClock.daysAgo(updatedDaysAgo, hours: random.below(24)),
            pushedAt: neverPushed
                ? nil : SampleClock.daysAgo(updatedDaysAgo - min(updatedDaysAgo, random.below(3)), hours: random.below(24)),
            isFork: random.below(12) == 0, isArchived: random.below(20) == 0, isTemplate: random.below(100) == 0,
            readme: random.below(7) == 0 ? nil : readme(name: name, login: login, description: description))
    }

    private static func readme(name: String, login: String, description: String?) -> String {
        "# \(name)\n\n\(description ?? "No description yet.")\n\n## Install\n\n```sh\ngit clone https://github.com/\(login)/\(name).git\n```\n"
    }

    private static let prefixes = [
        "api", "web", "data", "ml", "infra", "mobile", "core", "auth", "search", "billing", "edge", "ops", "docs",
        "sdk", "cli", "ui", "stream", "cache", "queue", "graph",
    ]
    private static let nouns = [
        "service", "gateway", "worker", "client", "dashboard", "pipeline", "toolkit", "bridge", "proxy", "engine",
        "agent", "lib", "kit", "app", "server", "monitor", "scheduler", "indexer", "parser", "sync",
    ]
    private static let languages: [String?] = [
        "Swift", "Go", "Rust", "Python", "TypeScript", "JavaScript", "Java", "Kotlin", "C", "C++", "Ruby", "Shell",
        "HTML", nil,
    ]
    private static let licenses: [StubLicense?] = [.mit, .apache2, nil, .bsd3, .gpl3, .other, .mit]
    private static let topics = [
        "backend", "frontend", "cli", "library", "kubernetes", "observability", "security", "performance",
        "unicode", "terminal", "api", "ci",
    ]
    /// Plain English most of the time, with CJK, emoji, accents, right-to-left text and a
    /// long one, so generated lists exercise display width as the sample users do.
    private static let descriptions: [@Sendable (String, String) -> String] = [
        { noun, prefix in "The \(prefix) \(noun) behind our public API" },
        { noun, _ in "A small, fast \(noun) with no dependencies" },
        { noun, prefix in "Internal \(noun) for the \(prefix) team (deprecated, see the new one)" },
        { noun, _ in "高速な\(noun)の実装です。全角文字を含みます" },
        { noun, _ in "🚀 Blazing-fast \(noun) ✨ now with 👍🏽 reactions" },
        { noun, _ in "Déjà vu: a naïve \(noun) for the café's façade — ½ done" },
        { noun, _ in "一个用于\(noun)的工具 · 한국어 설명도 있습니다" },
        { noun, _ in "\(noun) — כלי קטן עם טקסט מימין לשמאל" },
        { noun, prefix in
            "A deliberately long description of the \(prefix) \(noun): it keeps going past the width of any "
                + "reasonable terminal so that truncation, wrapping and ellipses get exercised on every page of "
                + "a very large organisation, not only in the hand-written sample accounts."
        },
        { noun, _ in "Fork of the upstream \(noun), patched for our build" },
    ]
}
