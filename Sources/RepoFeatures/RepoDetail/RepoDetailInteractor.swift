import RepoCore

/// The detail's state machine. Shows the repository the list handed over at once, then asks
/// (as effects) for it afresh and for its README; clamps scrolling to the content as the frame
/// measured it (`.measured`): laying out is the renderer's. Pure: the time and time zone come in
/// with `context`, results come back as actions.
enum RepoDetailInteractor {
    static func reduce(_ state: inout RepoDetail.State, _ action: RepoDetail.Action,
                       context: PresentationContext) -> RepoDetail.Reaction {
        let reaction = reduceAction(&state, action, context: context)
        return reaction + followPullStatuses(&state)
    }

    private static func reduceAction(_ state: inout RepoDetail.State, _ action: RepoDetail.Action,
                                     context: PresentationContext) -> RepoDetail.Reaction {
        if let kind = state.tab.kind, let reaction = reduceInList(action, kind, &state) { return reaction }
        switch action {
        case .load:
            state.phase = state.network == .online ? .updating : .offline
            state.readme = .loading
            state.awaiting = .repository
            let parts = startParts(&state)
            let star = startStar(&state)
            return [.loadRepository(state.repository, state.network)] + parts + star + peekTabs(state)
        case .loadPreview:
            state.phase = state.network == .online ? .updating : .offline
            state.awaiting = .repository
            let parts = startParts(&state, keepingShown: true)
            return [.loadRepository(state.repository, state.network)] + parts
        case .repositoryLoaded(let answer):
            guard state.awaiting == .repository else { return [] }
            return receiveRepository(answer, into: &state, context)
        case .readmeLoaded(let cached, let fresh):
            guard case .readme(let origin) = state.awaiting else { return [] }
            guard let readme = readme(cached: cached, fresh: fresh, origin: origin) else {
                state.awaiting = nil
                return []
            }
            state.awaiting = nil
            state.readme = readme
        case .partCached(let kind, let cached):
            receiveCached(kind, cached, into: &state)
        case .partFetched(let kind, let answer):
            return receiveFetched(kind, answer, into: &state)
        case .cycleTab(let steps):
            return showTab(state.tab.cycled(by: steps), &state)
        case .selectTab(let tab):
            return showTab(tab, &state)
        case .refresh:
            guard let kind = state.tab.kind else { return reduceAction(&state, .load, context: context) }
            if kind == .pullRequests { state.pulls.forget(state.pulls.known.keys) }
            return startList(kind, &state, keepingRows: true)
        case .beginFilter:
            beginFilter(&state)
            return []
        case .prompt(let action):
            return handlePrompt(action, &state)
        case .activityCached(let query, let page):
            return receiveCachedActivity(query, page, &state)
        case .activityFetched(let query, let answer):
            return receiveFetchedActivity(query, answer, &state)
        case .pullStatusesRested:
            return pullStatusesRested(&state)
        case .pullStatusesRead(let statuses):
            receivePullStatuses(statuses, &state)
        case .clone:
            return .delegate(.clone(state.repository))
        case .changeRepository:
            return .delegate(.planChange(state.repository))
        case .runCommand(let command):
            return .delegate(.runCommand(command, state.repository))
        case .repositoryChanged(var answer):
            guard answer.id == state.repository.id else { return [] }
            // A topics answer is the list's row with new topics: the page's facts stay.
            answer.facts = answer.facts ?? state.repository.facts
            state.repository = answer
        case .openParent:
            guard let parent = state.repository.facts?.parentFullName else { return [] }
            return .delegate(.openRepository(fullName: parent, like: state.repository))
        case .starChecked(let answer):
            receiveStar(answer, into: &state)
        case .toggleStar:
            return toggleStar(&state)
        case .starSet(let starred, let error):
            return receiveStarSet(to: starred, error: error, into: &state)
        case .scroll(let delta):
            state.scroll(by: delta)
        case .scrollPage(let pages):
            state.scroll(pages: pages)
        case .scrollToTop:
            state.scrollToTop()
        case .scrollToBottom:
            state.scrollToBottom()
        case .resized(let pane):
            state.resize(to: pane)
            keepSelectionInView(&state)
        case .measured(let height):
            state.measure(height)
        case .back:
            return .delegate(.back)
        case .act(let action):
            return RepoDetail.Reaction(delegates: RepositoryActionLogic.requests(action, on: state.repository).map { request in
                switch request {
                case .perform(let request): .perform(request)
                case .notice(let notice): .notice(notice)
                }
            })
        }
        return []
    }

    /// The README waits for the repository, so a GitHub that just failed is not asked (and
    /// retried) twice: it is then read from the cache only.
    private static func receiveRepository(_ answer: Result<Repository, GitHubError>?, into state: inout RepoDetail.State,
                                          _ context: PresentationContext) -> RepoDetail.Reaction {
        let origin: RepoDetail.ReadmeOrigin
        switch answer {
        case .success(let fresh)?:
            state.repository = fresh
            state.awaitsFirstCopy = false
            if state.phase != .offline { state.phase = .current }
            origin = state.network == .online ? .gitHub : .cacheOnly(whenMissing: .notCached)
        case .failure(.cancelled)?:
            state.awaiting = nil
            return []
        case .failure(let error)?:
            state.phase = .updateFailed(error)
            origin = .cacheOnly(whenMissing: .unavailable(error))
        case nil:
            origin = .cacheOnly(whenMissing: .notCached)
        }
        guard state.readme != nil else {
            // A preview: no README to ask for.
            state.awaiting = nil
            return []
        }
        state.awaiting = .readme(from: origin)
        return [.loadReadme(state.repository, revalidate: origin == .gitHub)]
    }

    /// What to show of the README; nil when its load was cancelled. One that cannot be refreshed
    /// is still worth reading as it was cached.
    private static func readme(cached: RepoDetail.Readme?, fresh: Result<RepoDetail.Readme, GitHubError>?,
                               origin: RepoDetail.ReadmeOrigin) -> RepoDetail.Readme? {
        switch (fresh, origin) {
        case (.success(let readme)?, _): readme
        case (.failure(.cancelled)?, _): nil
        case (.failure(let error)?, _): cached ?? .unavailable(error)
        case (nil, .cacheOnly(let whenMissing)): cached ?? whenMissing
        case (nil, .gitHub): cached
        }
    }

}
