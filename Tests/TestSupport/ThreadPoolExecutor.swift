import Foundation

/// A task executor with threads of its own, for a test that must keep moving however busy the
/// suite keeps Swift concurrency's shared threads (one per core: two here). Tasks given it as
/// their preference run here, their child tasks and the default actors they call too — but not
/// the unstructured tasks they start, which go back to the shared threads.
public final class ThreadPoolExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = [] // guarded by `condition`

    /// `threads` threads named `name`; they live as long as the process, waiting when idle.
    public init(name: String, threads: Int) {
        for index in 0..<max(1, threads) {
            let thread = Thread { [self] in runJobs() }
            thread.name = threads > 1 ? "\(name)-\(index)" : name
            thread.start()
        }
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

extension ThreadPoolExecutor {
    /// A thread of its own for a test whose progress takes many scheduling rounds: on a 2-core
    /// machine a job queued on the shared threads waited long enough that ten rounds of a gate
    /// took over a minute. One for the test process; the tests that use it are light.
    public static let dedicatedToTests = ThreadPoolExecutor(name: "tests-dedicated-executor", threads: 1)
}
