import RepoCore

/// Every git job on clones asked for in this run — clone (`c`), fetch (`F`), fast-forward (`U`):
/// at most `concurrency` at a time, the rest waiting, each ending done, failed or cancelled; one
/// job per repository at a time. A value the app reducer changes; starting, cancelling and
/// finishing return the effects to carry out.
struct CloneQueue: Equatable, Sendable {
    struct Job: Equatable, Sendable, Identifiable {
        var id: Int
        var repository: Repository
        var work: CloneWork
        var status: Status
    }

    enum Status: Equatable, Sendable {
        case waiting
        case running(CloneProgress?)
        case done(CloneOutcome)
        case failed(CloneFailure)
        case cancelled

        var isOpen: Bool {
            switch self {
            case .waiting, .running: true
            case .done, .failed, .cancelled: false
            }
        }
    }

    /// What the queue asks of the runtime.
    enum Request: Equatable, Sendable {
        case start(job: Int, Repository, CloneWork)
        case stop(job: Int)
    }

    static let concurrency = 4

    private(set) var jobs: [Job] = []
    private var nextID = 1

    init() {}

    /// Adds the repositories without a job waiting or running, then starts what there is room for.
    mutating func add(_ repositories: [Repository], _ work: CloneWork = .clone) -> [Request] {
        var open = Set(jobs.filter { $0.status.isOpen }.map(\.repository.id))
        for repository in repositories where open.insert(repository.id).inserted {
            jobs.append(Job(id: nextID, repository: repository, work: work, status: .waiting))
            nextID += 1
        }
        return startWaiting()
    }

    mutating func progress(_ job: Int, _ progress: CloneProgress) {
        guard let index = index(of: job), case .running = jobs[index].status else { return }
        jobs[index].status = .running(progress)
    }

    /// A job ended; the next waiting one starts.
    mutating func finish(_ job: Int, _ result: Result<CloneOutcome, CloneFailure>) -> [Request] {
        guard let index = index(of: job), case .running = jobs[index].status else { return [] }
        switch result {
        case .success(let outcome): jobs[index].status = .done(outcome)
        case .failure(let failure): jobs[index].status = .failed(failure)
        }
        return startWaiting()
    }

    /// Stops every job still waiting or running (a clone's partial directory is removed).
    mutating func cancelAll() -> [Request] {
        var requests: [Request] = []
        for index in jobs.indices where jobs[index].status.isOpen {
            if case .running = jobs[index].status { requests.append(.stop(job: jobs[index].id)) }
            jobs[index].status = .cancelled
        }
        return requests
    }

    /// Forgets the jobs that ended, once none is open: the next batch starts a clean panel.
    mutating func clearFinished() {
        if !isBusy { jobs = [] }
    }

    var isBusy: Bool { jobs.contains { $0.status.isOpen } }
    var running: [Job] { jobs.filter { if case .running = $0.status { true } else { false } } }

    /// Done, failed and left (waiting or running), for the panel's title and the status line.
    var counts: (done: Int, failed: Int, left: Int) {
        jobs.reduce(into: (0, 0, 0)) { counts, job in
            switch job.status {
            case .done: counts.0 += 1
            case .failed: counts.1 += 1
            case .waiting, .running: counts.2 += 1
            case .cancelled: break
            }
        }
    }

    private func index(of job: Int) -> Int? { jobs.firstIndex { $0.id == job } }

    private mutating func startWaiting() -> [Request] {
        var requests: [Request] = []
        var room = Self.concurrency - running.count
        for index in jobs.indices where room > 0 && jobs[index].status == .waiting {
            jobs[index].status = .running(nil)
            requests.append(.start(job: jobs[index].id, jobs[index].repository, jobs[index].work))
            room -= 1
        }
        return requests
    }
}
