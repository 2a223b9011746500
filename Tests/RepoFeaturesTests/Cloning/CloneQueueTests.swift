import RepoCore
import Testing
@testable import RepoFeatures

/// The clone queue: at most four at once, the next starting as one ends, a repository never
/// queued twice, cancelling stopping what runs and dropping what waits.
struct CloneQueueTests {
    static let repositories = Fixtures.projects(6)

    @Test func fourRunAtOnceAndTheNextStartsWhenOneEnds() {
        var queue = CloneQueue()

        let started = queue.add(Self.repositories)
        #expect(started == (0..<4).map { .start(job: $0 + 1, Self.repositories[$0], .clone) })
        #expect(queue.jobs.map(\.status) == [.running(nil), .running(nil), .running(nil), .running(nil), .waiting, .waiting])

        queue.progress(2, CloneProgress(phase: "receiving objects", percent: 40))
        #expect(queue.finish(1, .success(.cloned(path: "/src/one"))) == [.start(job: 5, Self.repositories[4], .clone)])
        #expect(queue.finish(3, .failure(.notFound)) == [.start(job: 6, Self.repositories[5], .clone)])
        #expect(queue.jobs.map(\.status) == [
            .done(.cloned(path: "/src/one")), .running(CloneProgress(phase: "receiving objects", percent: 40)), .failed(.notFound),
            .running(nil), .running(nil), .running(nil),
        ])
        #expect(queue.counts == (done: 1, failed: 1, left: 4))
    }

    @Test func aRepositoryAlreadyQueuedIsNotQueuedAgain() {
        var queue = CloneQueue()
        #expect(queue.add([Self.repositories[0]]) == [.start(job: 1, Self.repositories[0], .clone)])

        #expect(queue.add([Self.repositories[0], Self.repositories[1]]) == [.start(job: 2, Self.repositories[1], .clone)])
        #expect(queue.jobs.count == 2)
        // Nor fetched while it is being cloned: one job per repository at a time.
        #expect(queue.add([Self.repositories[0]], .update(.fetch)) == [])
        #expect(queue.jobs.map(\.work) == [.clone, .clone])
    }

    @Test func cancellingStopsTheRunningAndDropsTheWaiting() {
        var queue = CloneQueue()
        #expect(queue.add(Self.repositories).count == 4)
        #expect(queue.finish(1, .success(.cloned(path: "/src/one"))) == [.start(job: 5, Self.repositories[4], .clone)])

        #expect(queue.cancelAll() == [2, 3, 4, 5].map { .stop(job: $0) })
        #expect(queue.jobs.map(\.status) == [.done(.cloned(path: "/src/one"))] + Array(repeating: .cancelled, count: 5))
        #expect(!queue.isBusy)
        // A late answer from a cancelled clone changes nothing.
        #expect(queue.finish(2, .success(.cloned(path: "/src/two"))) == [])
        #expect(queue.jobs[1].status == .cancelled)
    }
}
