import Foundation
@testable import GitHubStub
import TestSupport
import Testing

/// GitHub's secondary limit on bursts of writes: past `writeBurst` writes from one token within
/// `writeWindow`, 403 with `Retry-After` and the write not performed; reads and other tokens
/// go on. Writes spend the primary budget like reads.
@Suite struct WriteBurstTests {
    typealias Dataset = WritesDataset

    static let secondary = basicError(
        "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", status: 403)

    /// Eleven PATCHes setting the description to "edit 1" … "edit 11".
    static func elevenEdits(_ baseURL: URL) async throws -> [WireResponse] {
        var responses: [WireResponse] = []
        for number in 1...11 {
            responses.append(try await sendJSON(
                "PATCH", "/repos/ana/tool", token: Dataset.anaToken, body: #"{"description":"edit \#(number)"}"#, to: baseURL))
        }
        return responses
    }

    @Test("The eleventh write in the window is refused with 403 and Retry-After, and not performed")
    func eleventhRefused() async throws {
        // An hour's window: the eleven requests surely share it, however slow the machine.
        let options = GitHubStubServer.Options(rateLimit: StubRateLimitPolicy(writeWindow: .seconds(3_600)))
        try await withStubServer(dataset: Dataset.dataset, options: options) { _, baseURL in
            let edits = try await Self.elevenEdits(baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            let otherToken = try await sendJSON("PATCH", "/repos/ben/ben-tools", token: Dataset.benToken, body: "{}", to: baseURL)
            let refused = try #require(edits.last)
            #expect(edits.map(\.status) == Array(repeating: 200, count: 10) + [403])
            #expect(refused.text == Self.secondary)
            #expect(refused.header("retry-after") == "1")
            #expect(try detail.repository().description == "edit 10")
            #expect([detail, otherToken].map(\.status) == [200, 200])
            // Writes spend the primary budget; the refused one does not.
            #expect(edits.map { $0.header("x-ratelimit-remaining") } == (4_990...4_999).reversed().map(String.init) + ["4990"])
            #expect(detail.header("x-ratelimit-remaining") == "4989")
        }
    }

    @Test("With writeBurst 0 every write goes through")
    func limitOff() async throws {
        let options = GitHubStubServer.Options(rateLimit: StubRateLimitPolicy(writeBurst: 0, writeWindow: .seconds(3_600)))
        try await withStubServer(dataset: Dataset.dataset, options: options) { _, baseURL in
            let edits = try await Self.elevenEdits(baseURL)
            let detail = try await get("/repos/ana/tool", token: Dataset.anaToken, from: baseURL)
            #expect(edits.map(\.status) == Array(repeating: 200, count: 11))
            #expect(try detail.repository().description == "edit 11")
        }
    }

    /// The window's end on the clock the caller passes, so no test depends on how fast it runs.
    @Test("The window slides: a write is admitted again once the oldest one in it is a window old")
    func slidingWindow() {
        var burst = StubWriteBurst(policy: StubRateLimitPolicy(writeBurst: 2, writeWindow: .seconds(1)))
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let admitted = [0, 0.1, 0.5, 1.0, 1.05, 1.1].map { burst.admit(authorization: "Bearer a", now: start.addingTimeInterval($0)) }
        let otherCaller = burst.admit(authorization: "Bearer b", now: start.addingTimeInterval(1.05))
        #expect(admitted == [true, true, false, true, false, true])
        #expect(otherCaller)
    }

    @Test("Only PATCH, PUT, POST and DELETE count as writes")
    func writeMethods() {
        #expect(["GET", "HEAD", "PATCH", "PUT", "POST", "DELETE"].map(StubWriteBurst.isWrite) == [false, false, true, true, true, true])
    }
}
