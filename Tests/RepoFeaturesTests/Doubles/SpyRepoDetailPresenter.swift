@testable import RepoFeatures

/// Records every response the detail interactor hands over.
@MainActor
final class SpyRepoDetailPresenter: RepoDetailPresentationLogic {
    private(set) var calls: [RepoDetail.Response.Repository] = []

    func presentRepository(_ response: RepoDetail.Response.Repository) { calls.append(response) }

    func reset() { calls.removeAll() }
}
