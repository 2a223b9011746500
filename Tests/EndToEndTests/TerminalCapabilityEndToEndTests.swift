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
        let script = "TERM=vt220 \(repotui) --api-url \(stub.apiURL) octocat; printf AFTER; exec sleep 600"
        let tmux = try await Tmux(width: 80, height: 24, command: "bash --norc --noprofile -c '\(script)'",
                            environment: ["LANG": "C.UTF-8"].merging(stub.cacheEnvironment) { $1 })
        _ = try await tmux.waitForText("octocat · 8 repositories")

        try await tmux.sendKeys("q")
        let after = try await tmux.waitForText("AFTER")

        let status = try #require(after.firstIndex { $0.hasPrefix(" 1/8 · updated just now") }, "\(after.joined(separator: "\n"))")
        #expect(after[status + 1] == "AFTER")
    }

    /// Issue 14, item 8: a locale that is not UTF-8 (LANG=C) means a terminal that cannot show it:
    /// the screen is ASCII only, with look-alikes for the app's glyphs, columns in place.
    @Test func aLocaleThatIsNotUTF8GetsAnASCIIScreen() async throws {
        let stub = try await StubProcess()
        let repotui = try Binaries.path(of: "repotui")
        let script = "LANG=C LC_ALL= LC_CTYPE= \(repotui) --api-url \(stub.apiURL) unicode-zoo; exec sleep 600"
        let tmux = try await Tmux(width: 100, height: 20, command: "bash --norc --noprofile -c '\(script)'",
                            environment: stub.cacheEnvironment)

        let screen = try await tmux.waitForText("unicode-zoo . 10 repositories . * 550 . pushed v")

        #expect(screen.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(screen.joined(separator: "\n"))")
        #expect(screen[1].hasPrefix("  All 10  Sources 10   ######"))
        #expect(screen[3].hasPrefix("> "))
        #expect(screen.last { !$0.isEmpty }?.hasSuffix("< open  / filter  s sort  > scope  ? help") == true)
        let divider = screen[2].firstIndex(of: "|").map { screen[2].distance(from: screen[2].startIndex, to: $0) }
        #expect(screen[2...8].allSatisfy { line in line.firstIndex(of: "|").map { line.distance(from: line.startIndex, to: $0) } == divider })
        try await tmux.sendKeys("q")
    }
}
