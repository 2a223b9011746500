import Foundation
import TestSupport
import Testing

/// What repotui does on terminals that lack something most have.
@Suite(.serialized)
struct TerminalCapabilityEndToEndTests {
    /// Issue 14, item 9: without an alternate screen (vt220 has no `smcup`) the last frame stays
    /// on the main screen; the shell's next line must start below it, not over the status line.
    @Test func withoutAnAlternateScreenTheNextLineStartsBelowTheLastFrame() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        // TERM is set in the command: tmux gives every pane its own default-terminal otherwise.
        let script = "TERM=vt220 \(repotui) --api-url \(stub.baseURL) octocat; printf AFTER; exec sleep 600"
        let tmux = try Tmux(width: 80, height: 24, command: "bash --norc --noprofile -c '\(script)'",
                            environment: ["LANG": "C.UTF-8"].merging(stub.cacheEnvironment) { $1 })
        _ = try await tmux.waitForText("octocat · 8 repositories")

        try tmux.sendKeys("q")
        let after = try await tmux.waitForText("AFTER")

        let status = try #require(after.firstIndex { $0.hasPrefix(" 1/8 · updated just now") }, "\(after.joined(separator: "\n"))")
        #expect(after[status + 1] == "AFTER")
    }
}
