@testable import RepoFeatures

/// Records what the repository-action runner presents.
@MainActor
final class SpyRepositoryActionPresenter: RepositoryActionPresentationLogic {
    enum Call: Equatable {
        case started(ExternalRequest)
        case outcome(ExternalActionOutcome)
        case problem(RepositoryActionProblem)
    }

    private(set) var calls: [Call] = []

    func presentActionStarted(_ request: ExternalRequest) { calls.append(.started(request)) }
    func presentActionOutcome(_ outcome: ExternalActionOutcome) { calls.append(.outcome(outcome)) }
    func presentActionProblem(_ problem: RepositoryActionProblem) { calls.append(.problem(problem)) }
}
