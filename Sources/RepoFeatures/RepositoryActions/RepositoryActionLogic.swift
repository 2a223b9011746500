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
        requests(for: action.request(for: repository))
    }

    /// An issue's, pull request's or run's page (`address`, from GitHub): opened — only an http or
    /// https address — or copied — never one holding control characters.
    static func requests(forAddress address: String, copy: Bool) -> [RepositoryActionRequest] {
        let hasControl = address.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return requests(for: copy
            ? (hasControl ? .failure(.notAWebPage(address)) : .success(.copy(address)))
            : RepositoryAction.webPage(address).map(ExternalRequest.open))
    }

    private static func requests(for request: Result<ExternalRequest, RepositoryActionProblem>) -> [RepositoryActionRequest] {
        switch request {
        case .success(let request):
            [.notice(RepositoryActionPresenter.notice(for: request)), .perform(request)]
        case .failure(let problem):
            [.notice(RepositoryActionPresenter.notice(for: problem))]
        }
    }
}
