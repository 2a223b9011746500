import Foundation

/// A task executor with a thread of its own, for a test whose progress takes many scheduling
/// rounds: the whole suite shares one cooperative thread per core, and on a 2-core machine a
/// job queued there waited long enough that ten rounds of a gate took over a minute.
public final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// One for the test process; the tests that use it are light.
    public static let shared = DedicatedThreadExecutor(name: "tests-dedicated-executor")

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    public init(name: String) {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func runJobs() {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
