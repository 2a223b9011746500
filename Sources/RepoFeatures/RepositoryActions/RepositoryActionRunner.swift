import RepoCore

/// Carries out `o`, `O`, `y`, `Y` for the list and the detail interactors alike: works out the
/// request, hands it to `ExternalActions` off the main actor (launching a program can block), and
/// presents the outcome.
@MainActor
public final class RepositoryActionRunner {
    private let actions: (any ExternalActions)?
    private let presenter: any RepositoryActionPresentationLogic
    /// Requests still out, by the number they were started with.
    private var inFlight: [Int: Task<Void, Never>] = [:]
    private var started = 0

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
        presenter.presentActionStarted(request)
        started += 1
        let number = started
        let presenter = self.presenter
        inFlight[number] = Task { [weak self] in
            let outcome = switch request {
            case .open(let url): await actions.open(url)
            case .copy(let text): await actions.copy(text)
            }
            presenter.presentActionOutcome(outcome)
            self?.inFlight[number] = nil
        }
    }

    /// Waits until every action started so far has presented its outcome (for tests).
    public func waitForActions() async {
        for task in inFlight.values { await task.value }
    }
}
