import RepoCore
import Synchronization

/// A value worked out at most once successfully and shared after: the first caller computes it,
/// callers meanwhile wait for that answer, and a failure is not remembered (the next call tries
/// again).
final class OnceValue<Value: Sendable>: Sendable {
    private let state = Mutex<State>(.empty)

    private enum State {
        case empty
        case computing(Task<Value, any Error>)
        case known(Value)
    }

    func value(_ compute: @escaping @Sendable () async throws(GitHubError) -> Value) async throws(GitHubError) -> Value {
        let task: Task<Value, any Error> = state.withLock { state in
            switch state {
            case .known(let value):
                return Task { value }
            case .computing(let task):
                return task
            case .empty:
                let task = Task { () async throws -> Value in try await compute() }
                state = .computing(task)
                return task
            }
        }
        do {
            let value = try await task.value
            state.withLock { $0 = .known(value) }
            return value
        } catch {
            state.withLock { if case .computing = $0 { $0 = .empty } }
            throw GitHubError(error)
        }
    }
}
