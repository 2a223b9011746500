@testable import RepoFeatures

/// Records every call the list interactor makes, with the whole response.
@MainActor
final class SpyRepoListPresenter: RepoListPresentationLogic {
    enum Call: Equatable {
        case loading(RepoList.Response.Loading)
        case repositories(RepoList.Response.Repositories)
        case failure(RepoList.Response.Failure)
    }

    private(set) var calls: [Call] = []

    func presentLoading(_ response: RepoList.Response.Loading) { calls.append(.loading(response)) }
    func presentRepositories(_ response: RepoList.Response.Repositories) { calls.append(.repositories(response)) }
    func presentFailure(_ response: RepoList.Response.Failure) { calls.append(.failure(response)) }

    /// Forgets what was recorded so far (after a test's setup).
    func reset() { calls.removeAll() }
}
