import RepoCore
@testable import RepoFeatures

/// What the detail interactor tests hand over and expect back.
enum DetailFixtures {
    static let spoonKnife = "octocat/Spoon-Knife"

    /// Spoon-Knife as an earlier visit cached it; `StubRepoSource` tags a repository with its star count.
    static let cachedSpoonKnife = CachedRepository(
        repository: Fixtures.spoonKnifeFull, etag: "\"\(Fixtures.spoonKnifeFull.stargazersCount)\"",
        fetchedAt: Fixtures.ago(Fixtures.day))

    /// Spoon-Knife's README.
    static let readme = """
        # Spoon-Knife

        - fork it
        - clone it
        """

    /// `text` (nil: "no README") as cached a day ago with `etag`.
    static func cachedReadme(_ text: String?, etag: String?) -> CachedReadme {
        CachedReadme(fullName: spoonKnife, text: text, etag: etag, fetchedAt: Fixtures.ago(Fixtures.day))
    }

    /// `entry` as a revalidation confirms it: the same, fetched now.
    static func confirmed(_ entry: CachedReadme) -> CachedReadme {
        var confirmed = entry
        confirmed.fetchedAt = Fixtures.now
        return confirmed
    }

    static func confirmed(_ entry: CachedRepository) -> CachedRepository {
        var confirmed = entry
        confirmed.fetchedAt = Fixtures.now
        return confirmed
    }
}
