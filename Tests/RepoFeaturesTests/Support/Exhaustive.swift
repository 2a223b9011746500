import Testing
@testable import RepoFeatures

/// A state machine under test, the way TCA's exhaustive `TestStore` tests one: every `send`
/// states the whole change it expects of the state and all it asked for (effects and delegate
/// values), and anything else that changed — or anything asked for and not listed — fails the test.
struct Exhaustive<State: Equatable, Action, Effect: Equatable & ExpressibleByArrayLiteral> {
    private(set) var state: State
    let reduce: (inout State, Action) -> Effect

    init(_ state: State, _ reduce: @escaping (inout State, Action) -> Effect) {
        self.state = state
        self.reduce = reduce
    }

    /// Applies `action`; `change` turns the previous state into the expected one.
    mutating func send(_ action: Action, effects expected: Effect = [], sourceLocation: SourceLocation = #_sourceLocation,
                       _ change: (inout State) -> Void = { _ in }) {
        var expectedState = state
        change(&expectedState)
        let effects = reduce(&state, action)
        #expect(state == expectedState, "state after \(action)", sourceLocation: sourceLocation)
        #expect(effects == expected, "effects of \(action)", sourceLocation: sourceLocation)
    }
}

extension Exhaustive where State == RepoList.State, Action == RepoList.Action, Effect == RepoList.Reaction {
    /// The list's state machine at the fixed time.
    init(list state: RepoList.State) {
        self.init(state) { state, action in RepoListInteractor.reduce(&state, action, now: Fixtures.now) }
    }
}

extension Exhaustive where State == RepoDetail.State, Action == RepoDetail.Action, Effect == RepoDetail.Reaction {
    /// The detail's state machine at the fixed time, in UTC.
    init(detail state: RepoDetail.State) {
        self.init(state) { state, action in
            RepoDetailInteractor.reduce(&state, action, context: PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc))
        }
    }
}

extension Exhaustive where State == AppState, Action == AppAction, Effect == [AppEffect] {
    /// The app's state machine at the fixed time, in UTC.
    init(app state: AppState) {
        self.init(state) { state, action in
            AppReducer.reduce(&state, action, context: PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc))
        }
    }
}
