import RepoCore

/// What `o`, `O`, `y` or `Y` come to for a repository, as requests of the app: a notice saying
/// what is under way and the opening or copying to carry out, or a notice saying why there is
/// none. Shared by the list and the detail interactors.
enum RepositoryActionRequest: Equatable, Sendable {
    case perform(ExternalRequest)
    case notice(StatusNotice)
}

enum RepositoryActionLogic {
    static func requests(_ action: RepositoryAction, on repository: RepoCore.Repository) -> [RepositoryActionRequest] {
        switch action.request(for: repository) {
        case .success(let request):
            [.notice(RepositoryActionPresenter.notice(for: request)), .perform(request)]
        case .failure(let problem):
            [.notice(RepositoryActionPresenter.notice(for: problem))]
        }
    }
}
