import Foundation
import TestSupport
import Testing

/// Issue 14, item 1: escape sequences the terminfo entry does not name are read whole, whatever
/// TERM says — sent as raw bytes (`send-keys -H`) under seven TERMs.
@Suite(.serialized)
struct KeySequencesEndToEndTests {
    static let terms = ["xterm-256color", "tmux-256color", "screen-256color", "linux", "vt220", "rxvt-unicode-256color",
                        "xterm-mono"]

    /// repotui under `term` (set in the command: tmux gives a pane its own otherwise), with a
    /// browser that leaves a mark when it is started.
    static func start(_ stub: StubProcess, term: String, opened: URL) async throws -> Tmux {
        let repotui = try Binaries.path(of: "repotui")
        let browser = "sh -c \"touch \(opened.path)\""
        let script = "TERM=\(term) BROWSER=\\'\(browser)\\' \(repotui) --api-url \(stub.apiURL) octocat; exec sleep 600"
        return try await Tmux(width: 100, height: 30, command: "bash --norc --noprofile -c $'\(script)'",
                        environment: ["LANG": "C.UTF-8"].merging(stub.cacheEnvironment) { $1 })
    }

    @Test(arguments: terms)
    func endF1AndAltOAreReadWholeUnderEveryTerm(term: String) async throws {
        let stub = try await StubProcess()
        let opened = stub.scratchFile("browser-started")
        let tmux = try await Self.start(stub, term: term, opened: opened)
        _ = try await tmux.waitForText("octocat · 8 repositories")
        try await tmux.sendKeys("/")
        try await tmux.type("s")
        try await tmux.sendKeys("Enter")
        let filtered = try await tmux.waitForScreen("the filter kept") { $0.first?.contains(" · /s · ") == true && $0.contains { $0.hasPrefix(" 1/") } }
        let count = try #require(filtered.first { $0.hasPrefix(" 1/") }?.dropFirst(3).prefix { $0.isNumber })

        // xterm's End (ESC [ 4 ~), VT220's Home (ESC [ 1 ~), End again: never Esc, which would
        // clear the filter.
        try await tmux.sendBytes([0x1B, 0x5B, 0x34, 0x7E])
        _ = try await tmux.waitForScreen("End to the last row") { $0.first?.contains(" · /s · ") == true && $0.contains { $0.hasPrefix(" \(count)/\(count) · ") } }
        try await tmux.sendBytes([0x1B, 0x5B, 0x31, 0x7E])
        _ = try await tmux.waitForScreen("Home to the first row") { $0.first?.contains(" · /s · ") == true && $0.contains { $0.hasPrefix(" 1/\(count) · ") } }
        // xterm's F1 (ESC O P) and Alt+o (ESC o), then a key that shows keys still act: O and o
        // would have opened a page.
        try await tmux.sendBytes([0x1B, 0x4F, 0x50])
        try await tmux.sendBytes([0x1B, 0x6F])
        try await tmux.sendBytes([0x1B, 0x5B, 0x34, 0x7E])
        let after = try await tmux.waitForScreen("End again") { $0.first?.contains(" · /s · ") == true && $0.contains { $0.hasPrefix(" \(count)/\(count) · ") } }

        #expect(!FileManager.default.fileExists(atPath: opened.path))
        #expect(!after.joined().contains("opening"))
        try await tmux.sendKeys("q")
    }
}
