import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// Issue 31's "since the last visit" against the stub in a process of its own: a first visit
/// fills the cache; GitHub then changes (a rename and an archive, sent straight to the stub); the
/// next visit's status line sums it up, `N` lists it, Enter opens the renamed repository.
@Suite(.serialized)
struct SinceLastVisitEndToEndTests {
    @Test func theNextVisitSaysWhatChangedAndNListsIt() async throws {
        let stub = try await StubProcess.bulkChange()
        let token = ["GH_TOKEN": BulkChangeDataset.token]

        let first = try await ShellRun(stub: stub, user: "mona", width: 100, height: 30, extraEnvironment: token, name: "first")
        let firstScreen = try await first.tmux.waitForText("· updated just now")
        #expect(!firstScreen.joined().contains("since "))
        try await first.expectCleanQuit()

        try await stub.change("PATCH", "/repos/mona/old-notes", ["name": "notes"])
        try await stub.change("PATCH", "/repos/mona/old-tool", ["archived": true])

        let second = try await ShellRun(stub: stub, user: "mona", width: 100, height: 30, extraEnvironment: token, name: "second")
        let summed = try await second.tmux.waitForText(": 1 renamed, 1 archived (N) · updated just now")
        #expect(summed.contains { $0.hasPrefix(" 1/5 · since ") }, "\(summed)")
        try await second.tmux.sendKeys("N")
        let box = try await second.tmux.waitForText("renamed from mona/old-notes")
        #expect(box.contains { $0.contains("mona/notes     renamed from mona/old-notes") })
        #expect(box.contains { $0.contains("mona/old-tool  archived") })
        try await second.tmux.sendKeys("Enter")
        _ = try await second.tmux.waitForScreen("the renamed repository's detail") { lines in
            lines.contains { $0.contains("mona/notes") } && !lines.contains { $0.contains("renamed from") }
        }
        try await second.tmux.sendKeys("q")
        _ = try await second.tmux.waitForText("(N) · updated")
        try await second.expectCleanQuit()
    }
}

extension StubProcess {
    /// A write sent straight to the stub as mona — GitHub changing between two visits.
    func change(_ method: String, _ path: String, _ body: [String: Any]) async throws {
        var request = URLRequest(url: try #require(URL(string: apiURL + path)))
        request.httpMethod = method
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        request.setValue("Bearer \(BulkChangeDataset.token)", forHTTPHeaderField: "Authorization")
        request.setValue("repotui-tests", forHTTPHeaderField: "User-Agent")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }
}
