import RepoCore

/// The detail's parts (languages, latest release, open pull requests, participation,
/// contributors): each asked for on its own as the detail loads — from the cache, then from
/// GitHub unless offline or short of budget — and shown as it arrives; one failing never hides
/// the others.
extension RepoDetailInteractor {
    /// How long GitHub gets to compute statistics it answered 202 for, before the one more ask.
    static let computingRetrySeconds = 3

    /// `keepingShown`: a part already on screen stays until GitHub's answer replaces it (a
    /// preview shown again), rather than going back to "loading…".
    static func startParts(_ state: inout RepoDetail.State, keepingShown: Bool = false) -> RepoDetail.Reaction {
        state.askedAgain = []
        let fetch = state.fetchesParts
        for kind in RepositoryInsight.Kind.allCases {
            if keepingShown, case .shown? = state.parts[kind] { continue }
            state.parts[kind] = .loading
        }
        return RepoDetail.Reaction(effects: RepositoryInsight.Kind.allCases.map { .loadPart($0, state.repository, fetch: fetch) })
    }

    /// The cache's copy shows while GitHub is asked; without one, and without asking, the part
    /// says why it is missing.
    static func receiveCached(_ kind: RepositoryInsight.Kind, _ cached: RepositoryInsight?,
                              into state: inout RepoDetail.State) {
        guard state.parts[kind] == .loading else { return }
        if let cached {
            state.parts[kind] = .shown(cached)
        } else if !state.fetchesParts {
            state.parts[kind] = state.network == .online ? .skipped : .notCached
        }
    }

    /// GitHub's answer replaces what was shown; a failure keeps a cached copy on screen, and a
    /// "still computing" is asked once more after a while.
    static func receiveFetched(_ kind: RepositoryInsight.Kind, _ answer: Result<RepositoryInsight, GitHubError>,
                               into state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard let current = state.parts[kind] else { return [] }
        switch answer {
        case .success(let insight) where !insight.isCacheable:
            let askAgain = !state.askedAgain.contains(kind)
            if askAgain { state.askedAgain.insert(kind) }
            if case .shown = current {} else { state.parts[kind] = .computing(askingAgain: askAgain) }
            return askAgain ? [.fetchPartLater(kind, state.repository, afterSeconds: computingRetrySeconds)] : []
        case .success(let insight):
            state.parts[kind] = .shown(insight)
        case .failure(.cancelled):
            break
        case .failure(let error):
            if case .shown = current {} else { state.parts[kind] = .failed(error) }
        }
        return []
    }
}
