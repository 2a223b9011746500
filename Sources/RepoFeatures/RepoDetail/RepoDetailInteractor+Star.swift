import RepoCore

/// The token's user's star on the shown repository: asked for as the detail loads, flipped at
/// once by `*` and flipped back with a message when GitHub refuses.
extension RepoDetailInteractor {
    static func startStar(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard state.canStar, state.network == .online else {
            state.star = nil
            return []
        }
        state.star = .checking
        return [.checkStar(state.repository)]
    }

    static func receiveStar(_ answer: Result<Bool, GitHubError>, into state: inout RepoDetail.State) {
        guard state.star == .checking else { return }
        switch answer {
        case .success(let starred): state.star = .known(starred: starred)
        case .failure(.cancelled): break
        case .failure(let error): state.star = .unknown(error)
        }
    }

    static func toggleStar(_ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        switch state.star {
        case nil:
            return .delegate(.notice(Starring.unavailable(hasToken: state.canStar, network: state.network)))
        case .checking?, .changing?:
            return .delegate(.notice(Starring.busy))
        case .unknown?:
            // Not knowing which way to flip it, ask again first.
            state.star = .checking
            return [.checkStar(state.repository)]
        case .known(let starred)?:
            state.star = .changing(to: !starred)
            return [.setStar(state.repository, !starred)]
        }
    }

    static func receiveStarSet(to starred: Bool, error: GitHubError?, into state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard state.star == .changing(to: starred) else { return [] }
        switch error {
        case nil:
            state.star = .known(starred: starred)
            return .delegate(.notice(Starring.done(state.repository.fullName, starred: starred)))
        case .cancelled?:
            state.star = .known(starred: !starred)
            return []
        case let error?:
            state.star = .known(starred: !starred)
            return .delegate(.notice(Starring.failed(state.repository.fullName, starring: starred, error)))
        }
    }
}
