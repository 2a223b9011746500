import RepoCore

/// Carries out `o`, `O`, `y`, `Y` for the list and the detail interactors alike: works out the
/// request, hands it to `ExternalActions` off the main actor (launching a program can block), and
/// presents the outcome.
@MainActor
public final class RepositoryActionRunner {
    private let actions: (any ExternalActions)?
    private let presenter: any RepositoryActionPresentationLogic
    private var inFlight: [Task<Void, Never>] = []

    /// `actions` nil: nothing outside the app can be reached (the outcome says so).
    public init(actions: (any ExternalActions)?, presenter: any RepositoryActionPresentationLogic) {
        self.actions = actions
        self.presenter = presenter
    }

    public func perform(_ action: RepositoryAction, on repository: Repository) {
        let request: ExternalRequest
        switch action.request(for: repository) {
        case .success(let made):
            request = made
        case .failure(let problem):
            presenter.presentActionProblem(problem)
            return
        }
        guard let actions else {
            presenter.presentActionOutcome(.failed("opening and copying are not available here"))
            return
        }
        inFlight.removeAll { $0.isCancelled }
        let presenter = self.presenter
        inFlight.append(Task {
            let outcome = switch request {
            case .open(let url): await actions.open(url)
            case .copy(let text): await actions.copy(text)
            }
            presenter.presentActionOutcome(outcome)
        })
    }

    /// Waits until every action started so far has presented its outcome (for tests).
    public func waitForActions() async {
        let tasks = inFlight
        inFlight.removeAll()
        for task in tasks { await task.value }
    }
}
