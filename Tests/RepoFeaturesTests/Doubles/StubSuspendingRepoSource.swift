import Foundation
import Synchronization
import RepoCore

/// A source whose requests wait until the test answers them, one continuation per call, so a
/// test can start a refresh, start another, and decide which answer arrives when.
///
/// The requests are deliberately deaf to cancellation (as a slow server is): a cancelled call is
/// recorded, and still answers whatever the test says, so a stale late answer can be tested.
final class StubSuspendingRepoSource: RepoSource, Sendable {
    /// `repositories(of:)` calls, in order of arrival.
    let listCalls = SuspendedCalls<[Repository]>()
    /// `repository(owner:name:)` calls, in order of arrival.
    let repositoryCalls = SuspendedCalls<Repository>()
    /// `readme(owner:name:)` calls, in order of arrival; a nil answer is "no README".
    let readmeCalls = SuspendedCalls<String?>()

    /// Each list call's progress observer, in order of arrival.
    private let progressObservers = Mutex<[ListingProgressObserver?]>([])

    var callCount: Int { listCalls.count }

    /// Tells list call `index` how far its listing has come, as a real page arriving would.
    func report(_ index: Int, _ progress: ListingProgress) {
        let observer = progressObservers.withLock { $0.indices.contains(index) ? $0[index] : nil }
        observer?(progress)
    }
    var cancelledCalls: [Int] { listCalls.cancelled }
    var finishedCalls: [Int] { listCalls.finished }

    func repositories(
        of user: GitHubUsername, revalidating cached: CachedRepositories?, progress: ListingProgressObserver?
    ) async throws -> Revalidation<RepoListing> {
        progressObservers.withLock { $0.append(progress) }
        let list = try await listCalls.suspend(user.rawValue)
        return .modified(RepoListing(repositories: list, pageValidators: [StubRepoSource.validator(for: list)]))
    }

    func repository(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<Repository>> {
        .modified(Tagged(try await repositoryCalls.suspend("\(owner)/\(name)"), etag: nil))
    }

    func readme(owner: String, name: String, ifNoneMatch etag: String?) async throws -> Revalidation<Tagged<String?>> {
        .modified(Tagged(try await readmeCalls.suspend("\(owner)/\(name)"), etag: nil))
    }

    /// Answers list call `index` (0-based, in the order the calls arrived).
    func answer(_ index: Int, with result: Result<[Repository], GitHubError>) {
        listCalls.answer(index, with: result)
    }
}

/// Calls that wait for the test's answer; safe to use from any thread.
final class SuspendedCalls<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var arguments: [String] = []
    private var waiting: [Int: CheckedContinuation<Value, any Error>] = [:]
    /// Answers given before their call had parked its continuation.
    private var early: [Int: Result<Value, any Error>] = [:]
    private var cancelledSet: Set<Int> = []
    private var finishedSet: Set<Int> = []

    /// How many calls arrived.
    var count: Int { lock.withLock { arguments.count } }
    /// What each call asked for ("octocat" or "octocat/Spoon-Knife").
    var requested: [String] { lock.withLock { arguments } }
    /// Calls whose task was cancelled while they waited.
    var cancelled: [Int] { lock.withLock { cancelledSet.sorted() } }
    /// Calls that have returned their answer to the caller.
    var finished: [Int] { lock.withLock { finishedSet.sorted() } }

    func suspend(_ argument: String) async throws -> Value {
        let index = lock.withLock {
            arguments.append(argument)
            return arguments.count - 1
        }
        defer { lock.withLock { _ = finishedSet.insert(index) } }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let answer: Result<Value, any Error>? = lock.withLock {
                    if let answer = early.removeValue(forKey: index) { return answer }
                    waiting[index] = continuation
                    return nil
                }
                if let answer { continuation.resume(with: answer) }
            }
        } onCancel: {
            lock.withLock { _ = cancelledSet.insert(index) }
        }
    }

    func answer(_ index: Int, with result: Result<Value, GitHubError>) {
        let answer = result.mapError { $0 as any Error }
        let continuation: CheckedContinuation<Value, any Error>? = lock.withLock {
            if let continuation = waiting.removeValue(forKey: index) { return continuation }
            early[index] = answer
            return nil
        }
        continuation?.resume(with: answer)
    }
}
