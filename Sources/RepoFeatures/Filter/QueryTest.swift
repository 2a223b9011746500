import Foundation
import RepoCore

/// Whether a repository passes one qualifier of a query; free words are `RepoFilter`'s.
enum QueryTest {
    /// What qualifiers look at, lower-cased once per list rather than once per keystroke.
    struct Facts: Sendable {
        var language: String
        var topics: [String]
        /// The licence's key, SPDX id and name: `mit`, `mit`, `mit license`.
        var licenses: [String]
        var owner: String
        var stars: Int
        var forks: Int
        var sizeKB: Int
        var pushedAt: Date?
        var createdAt: Date?
        var updatedAt: Date?
        var isFork: Bool
        var isArchived: Bool
        var isTemplate: Bool
        var isPrivate: Bool
        var isMirror: Bool

        init(_ repository: Repository) {
            language = repository.language?.lowercased() ?? ""
            topics = repository.topics.map { $0.lowercased() }
            licenses = [repository.license?.key, repository.license?.spdxID, repository.license?.name].compactMap { $0?.lowercased() }
            owner = repository.owner.login.lowercased()
            stars = repository.stargazersCount
            forks = repository.forksCount
            sizeKB = repository.sizeKB
            pushedAt = repository.pushedAt
            createdAt = repository.createdAt
            updatedAt = repository.updatedAt
            isFork = repository.isFork
            isArchived = repository.isArchived
            isTemplate = repository.isTemplate
            isPrivate = repository.isPrivate
            isMirror = repository.mirrorURL != nil
        }
    }

    /// `clone`: the repository's `CloneFlags` (what git said of its clone; 0 when none); `ci`:
    /// its `CIFlags` (0 when its CI is not known).
    static func holds(_ test: RepoQuery.Test, for facts: Facts, clone: UInt8 = 0, ci: UInt8 = 0) -> Bool {
        switch test {
        case .clone(let kind): clone & kind.flag != 0
        case .ci(let kind): ci & kind.flag != 0
        case .text: true
        case .language(let language): facts.language == language
        case .topic(let topic): facts.topics.contains(topic)
        case .license(let license): facts.licenses.contains(license)
        case .owner(let owner): facts.owner == owner
        case .stars(let range): range.contains(facts.stars)
        case .forks(let range): range.contains(facts.forks)
        case .size(let range): range.contains(facts.sizeKB)
        case .pushed(let interval): within(facts.pushedAt, interval)
        case .created(let interval): within(facts.createdAt, interval)
        case .updated(let interval): within(facts.updatedAt, interval)
        case .kind(.fork): facts.isFork
        case .kind(.source): !facts.isFork
        case .kind(.archived): facts.isArchived
        case .kind(.template): facts.isTemplate
        case .kind(.mirror): facts.isMirror
        case .kind(.private): facts.isPrivate
        case .kind(.public): !facts.isPrivate
        }
    }

    /// In `from ..< until`; a date never set is in no span.
    private static func within(_ date: Date?, _ interval: DateInterval) -> Bool {
        guard let date else { return false }
        return date >= interval.start && date < interval.end
    }
}
