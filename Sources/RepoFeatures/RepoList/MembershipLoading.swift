import Foundation
import RepoCore

/// The Member of scope's loads, as the list's own: the cache first, then GitHub, conditionally.
/// Pure; part of `RepoListInteractor`.
enum MembershipLoading {
    static func start(_ state: inout RepoList.State) -> RepoList.Reaction {
        if state.memberships == nil || state.network == .offline {
            state.load = .readingCache
            return [.readCachedMemberships]
        }
        state.load = .asking(pages: nil)
        return [.revalidateMemberships(state.user, known: state.memberships)]
    }

    static func receiveCached(_ cached: CachedMemberships?, into state: inout RepoList.State) -> RepoList.Reaction {
        guard state.scope == .memberOf, state.load == .readingCache else { return [] }
        let online = state.network == .online
        // Another token's user's organisations are not this owner's (the token changed).
        if let cached, cached.user.rawValue.caseInsensitiveCompare(state.user.rawValue) == .orderedSame {
            adopt(cached, freshness: online ? .cached(at: cached.fetchedAt) : .offline(at: cached.fetchedAt), into: &state)
        }
        guard online else {
            state.load = nil
            if state.memberships == nil { state.failure = .nothingCachedOffline }
            return []
        }
        state.load = .asking(pages: nil)
        return [.revalidateMemberships(state.user, known: state.memberships)]
    }

    static func finish(_ result: Result<CachedMemberships, GitHubError>, into state: inout RepoList.State) {
        guard state.scope == .memberOf else { return }
        RepoListInteractor.settle(result, &state, hasData: state.memberships != nil) { entry, state in
            adopt(entry, freshness: .current(since: entry.fetchedAt), into: &state)
        }
    }

    /// The organisation under the selection.
    static func selected(in state: RepoList.State) -> Membership? {
        guard let organizations = state.memberships?.organizations,
              organizations.indices.contains(state.selection.index) else { return nil }
        return organizations[state.selection.index]
    }

    private static func adopt(_ entry: CachedMemberships, freshness: Freshness, into state: inout RepoList.State) {
        let kept = state.userMoved ? selected(in: state)?.login : nil
        state.memberships = entry
        state.freshness = freshness
        let index = kept.flatMap { login in entry.organizations.firstIndex { $0.login == login } } ?? 0
        state.selection = state.selection.selecting(index, count: state.rowCount, visible: state.visibleRows)
    }
}
