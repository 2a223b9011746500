import RepoCore

/// The kinds of repository github.com's repositories tab offers as types: `t` cycles them, and
/// the header's second line shows each with its count. Public and Private only mean something
/// once private repositories are listed (with a token), so they are offered only then.
public enum RepoType: String, CaseIterable, Sendable {
    case all, sources, forks, archived, templates, mirrors, `public`, `private`

    var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    func includes(_ repository: Repository) -> Bool {
        switch self {
        case .all: true
        case .sources: !repository.isFork
        case .forks: repository.isFork
        case .archived: repository.isArchived
        case .templates: repository.isTemplate
        case .mirrors: repository.mirrorURL != nil
        case .public: !repository.isPrivate
        case .private: repository.isPrivate
        }
    }

    /// How many of `repositories` each type keeps.
    static func counts(of repositories: [Repository]) -> [RepoType: Int] {
        // Tallied in an array, not the dictionary: eight counts for each of 100,000 repositories.
        let types = allCases
        var tally = Array(repeating: 0, count: types.count)
        for index in repositories.indices {
            for (slot, type) in types.enumerated() where type.includes(repositories[index]) { tally[slot] += 1 }
        }
        return Dictionary(uniqueKeysWithValues: zip(types, tally))
    }

    /// The types on offer for lists with these counts, in order.
    static func offered(_ counts: [RepoType: Int]) -> [RepoType] {
        let hasPrivate = (counts[.private] ?? 0) > 0
        return allCases.filter { hasPrivate || ($0 != .public && $0 != .private) }
    }

    /// The type after this one among those `counts` offer (after the last, All).
    func next(offered types: [RepoType]) -> RepoType {
        guard let index = types.firstIndex(of: self), index + 1 < types.count else { return .all }
        return types[index + 1]
    }
}
