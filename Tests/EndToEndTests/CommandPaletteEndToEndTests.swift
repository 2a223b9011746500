import Foundation
import TestSupport
import Testing

/// Issue 26, item 7: the command palette in the real program — opened with `:` and with Ctrl-P
/// (the raw byte 0x10), narrowed by typing, run with Enter as the command's key would be.
@Suite(.serialized)
struct CommandPaletteEndToEndTests {
    @Test(arguments: ["xterm-256color", "linux"])
    func colonAndCtrlPOpenItAndEnterRunsTheCommandAsItsKeyWould(term: String) async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let tmux = try await Tmux(width: 80, height: 24,
                                  command: "bash --norc --noprofile -c 'TERM=\(term) \(repotui) --api-url \(stub.apiURL) octocat; exec sleep 600'",
                                  environment: ["LANG": "C.UTF-8"].merging(stub.cacheEnvironment) { $1 })
        _ = try await tmux.waitForText("octocat · 8 repositories")

        try await tmux.type(":")
        _ = try await tmux.waitForScreen("the palette over the list") { lines in
            lines.contains { $0.contains("commands — 40 of 40") } && lines.contains { $0.hasPrefix(" :") }
        }
        try await tmux.sendKeys("Escape")
        _ = try await tmux.waitForScreen("the palette closed") { lines in !lines.contains { $0.contains("commands —") } }

        try await tmux.sendBytes([0x10])
        try await tmux.type("reverse")
        _ = try await tmux.waitForScreen("one match") { lines in
            lines.contains { $0.contains("commands — 1 of 40") } && lines.contains { $0.contains("reverse the order") }
        }
        try await tmux.sendKeys("Enter")
        let after = try await tmux.waitForScreen("the order reversed, the key said") { lines in
            lines.first?.contains("pushed ↑") == true && lines.contains { $0.contains("reverse the order — its key: S") }
        }
        #expect(!after.contains { $0.contains("commands —") })
        try await tmux.sendKeys("q")
    }
}
