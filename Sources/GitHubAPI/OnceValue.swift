import RepoCore
import Synchronization

/// A value worked out at most once successfully and shared after: the first caller computes it,
/// callers meanwhile wait for that answer. A failure is not remembered (the next call tries
/// again) unless `isFinal` says asking again cannot change it — a rejected token stays rejected,
/// and a second caller that came just after the first's 401 asked GitHub again.
final class OnceValue<Value: Sendable>: Sendable {
    private let state = Mutex<State>(.empty)
    private let isFinal: @Sendable (GitHubError) -> Bool

    private enum State {
        case empty
        case computing(Task<Value, any Error>)
        case known(Value)
        case failed(GitHubError)
    }

    init(rememberingFailuresWhere isFinal: @escaping @Sendable (GitHubError) -> Bool = { _ in false }) {
        self.isFinal = isFinal
    }

    func value(_ compute: @escaping @Sendable () async throws(GitHubError) -> Value) async throws(GitHubError) -> Value {
        let answer: Result<Task<Value, any Error>, GitHubError> = state.withLock { state in
            switch state {
            case .known(let value):
                return .success(Task { value })
            case .failed(let error):
                return .failure(error)
            case .computing(let task):
                return .success(task)
            case .empty:
                let task = Task { () async throws -> Value in try await compute() }
                state = .computing(task)
                return .success(task)
            }
        }
        let task = try answer.get()
        do {
            let value = try await task.value
            state.withLock { $0 = .known(value) }
            return value
        } catch {
            let failure = GitHubError(error)
            state.withLock { state in
                guard case .computing = state else { return }
                state = isFinal(failure) ? .failed(failure) : .empty
            }
            throw failure
        }
    }
}
