import Foundation
import GitHubAPI
import GitHubStub
import RepoCore
import RepoFeatures
import TerminalUI
import Testing
@testable import RepoTUI

/// The run loop over a terminal in memory, with the real client against the stub: keys in,
/// frames out, and how it ends.
@MainActor
struct InteractiveAppTests {
    static let octocat = try! GitHubUsername(validating: "octocat")

    /// `timeout` 0: the client never gives up on its own.
    func withApp(latency: Duration = .zero, timeout: TimeInterval = 10,
                 _ body: (FakeTerminalBackend, Task<Int32, Never>) async throws -> Void) async throws {
        let server = GitHubStubServer(dataset: .sample, options: .init(latency: latency))
        let baseURL = try await server.start()
        let client = GitHubClient(configuration: GitHubClient.Configuration(
            baseURL: baseURL, token: nil, userAgent: "repotui-tests/1.0", timeout: timeout))
        let session = AppSession(user: Self.octocat, sort: .default, network: .online,
                                 sync: RepoSync(source: client, cache: nil, now: { Date() }), startupNotice: nil,
                                 columns: nil, events: AppEventSink())
        let backend = FakeTerminalBackend(size: Size(width: 80, height: 24))
        // As the app runs: GitHub is asked once the first frame is drawn.
        let firstFrame = FirstFrameLatch()
        let app = InteractiveApp(backend: backend, store: session.makeStore(size: backend.size, external: nil, firstFrame: firstFrame),
                                 firstFrame: firstFrame)
        let run = Task { await app.run(user: Self.octocat, sort: .default) }
        do {
            try await body(backend, run)
        } catch {
            run.cancel()
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func keysMoveAndOpenAndQQuitsWithStatusZeroRestoringTheTerminal() async throws {
        try await withApp { backend, run in
            try await waitFor("the list") { backend.screen.first?.hasPrefix(" octocat · 8 repositories") == true }

            backend.type(.down, .enter)
            try await waitFor("the detail") { backend.screen.first?.hasPrefix(" octocat › octocat/Hello-World ") == true }
            backend.type(.character("q"))
            try await waitFor("the list again") {
                backend.screen.first?.hasPrefix(" octocat · 8 repositories · ★ 18k · pushed ↓ ") == true
                    && backend.screen.first?.hasSuffix(" Repos  Starred  Search") == true
            }
            #expect(backend.screen[4].hasPrefix("› Hello-World"))
            backend.type(.character("q"))

            #expect(await run.value == 0)
            #expect(backend.isShutDown)
        }
    }

    /// Issue 14, item 5: a slow network must not leave the screen blank. GitHub does not
    /// answer while the test runs and the client does not give up, so a first frame that shows
    /// the list loading was drawn without the network — whatever the machine's speed (a deadline
    /// of half the answer's delay was a race with it).
    @Test func theFirstFrameAppearsAtOnceWhateverTheNetworkDoes() async throws {
        try await withApp(latency: .seconds(600), timeout: 0) { backend, run in
            try await waitFor("a first frame") { !backend.frames.isEmpty }

            #expect(backend.screen[0].split(separator: " ") == ["octocat", "Repos", "Starred", "Search"])
            #expect(backend.screen[12] == "                        Loading octocat's repositories…")
            backend.signal(15)
            #expect(await run.value == 143)
        }
    }

    @Test func aResizeRedrawsForTheNewSize() async throws {
        try await withApp { backend, run in
            try await waitFor("the list") { backend.screen.first?.hasPrefix(" octocat · 8") == true }

            backend.resize(to: Size(width: 120, height: 40))
            try await waitFor("a frame of the new size") { backend.frames.last?.size == Size(width: 120, height: 40) }

            #expect(backend.screen[2].hasSuffix("│ octocat/test-repo1"))
            backend.type(.control("c"))
            #expect(await run.value == 0)
        }
    }
}
