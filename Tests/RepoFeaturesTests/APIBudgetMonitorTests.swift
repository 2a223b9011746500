import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

struct APIBudgetMonitorTests {
    @Test func withinOneWindowTheBudgetOnlyGoesDownAndANewWindowStartsAfresh() {
        let monitor = APIBudgetMonitor()
        let reset = Date(timeIntervalSince1970: 1_800_000_000)
        var seen: [Int?] = []
        for remaining in [57, 55, 56, 54] {
            monitor.record(APIBudget(remaining: remaining, limit: 60, resetAt: reset))
            seen.append(monitor.latest?.remaining)
        }
        monitor.record(APIBudget(remaining: 59, limit: 60, resetAt: reset.addingTimeInterval(3_600)))
        seen.append(monitor.latest?.remaining)
        monitor.record(APIBudget(remaining: 4_999, limit: 5_000, resetAt: reset))
        seen.append(monitor.latest?.remaining)

        #expect(seen == [57, 55, 55, 54, 59, 4_999])
    }
}
