import RepoCore
import Testing
import TestSupport

struct LatchTests {
    @Test func everyWaiterGoesOnWhenItOpensAndLaterOnesPassAtOnce() async throws {
        let latch = Latch()
        let waiters = (0..<3).map { index in
            Task { await latch.wait(); return index }
        }
        try await waitUntil(timeout: .seconds(5), interval: .milliseconds(1)) { latch.waitingCount == 3 }

        latch.open()
        var finished: [Int] = []
        for waiter in waiters { finished.append(await waiter.value) }
        await latch.wait()
        latch.open()

        #expect(finished == [0, 1, 2])
        #expect(latch.waitingCount == 0)
    }
}
