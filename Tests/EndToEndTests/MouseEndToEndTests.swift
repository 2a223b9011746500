import Foundation
import TestSupport
import Testing

/// The mouse and the colours as a person gets them: in tmux, whose TERM (screen-256color) has
/// `kmous=\E[M`, so ncurses asks for xterm's mode 1000 and reads X10-style reports — the bytes
/// tmux itself would send for a real click, sent here with `send-keys -H`.
@Suite(.serialized)
struct MouseEndToEndTests {
    /// ESC [ M, then the button (0 left press, 3 release, 64/65 wheel up/down) and the 1-based
    /// column and row, each plus 32.
    static func report(button: UInt8, x: Int, y: Int) -> [UInt8] {
        [0x1B, 0x5B, 0x4D, 32 + button, UInt8(32 + x + 1), UInt8(32 + y + 1)]
    }

    static func press(x: Int, y: Int) -> [UInt8] { report(button: 0, x: x, y: y) }
    static func release(x: Int, y: Int) -> [UInt8] { report(button: 3, x: x, y: y) }
    static func wheelDown(x: Int, y: Int) -> [UInt8] { report(button: 65, x: x, y: y) }

    static func selectedRow(_ lines: [String]) -> Int? {
        lines.firstIndex { $0.hasPrefix("›") }
    }

    @Test func clickSelectsDoubleClickOpensWheelScrollsAndQuittingSwitchesReportingOff() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24)
        let tmux = run.tmux

        let first = try await tmux.waitForText("octocat · 8 repositories")
        #expect(Self.selectedRow(first) == 3) // header, type tabs and language bar, column titles
        #expect(first[1].hasPrefix("  All 8  Sources 7"))
        #expect(try await tmux.display("#{mouse_standard_flag}") == "1")

        try await tmux.sendBytes(Self.press(x: 10, y: 5) + Self.release(x: 10, y: 5))
        let clicked = try await tmux.waitForScreen("the click to select the third row") { Self.selectedRow($0) == 5 }
        let name = try #require(clicked[5].dropFirst(2).split(separator: " ").first)

        try await tmux.sendBytes(Self.wheelDown(x: 10, y: 5))
        _ = try await tmux.waitForScreen("the wheel to move the selection by three") { Self.selectedRow($0) == 8 }

        // A double click: two presses on one cell in quick succession — in one write, so a busy
        // machine cannot stretch the pause between them past the double-click time (two writes
        // once arrived as two single clicks).
        try await tmux.sendBytes(Self.press(x: 10, y: 5) + Self.release(x: 10, y: 5) + Self.press(x: 10, y: 5) + Self.release(x: 10, y: 5))
        let detail = try await tmux.waitForText("Watchers")
        #expect(detail.contains(" octocat/\(name)"))

        try await tmux.sendKeys("q")
        _ = try await tmux.waitForText("NAME")
        try await run.expectCleanQuit()
        #expect(try await tmux.display("#{mouse_any_flag}") == "0")
    }

    /// Issue 14, item 3: X10 reports cannot name a column past 223; under a TERM whose terminfo
    /// knows only X10 (screen-256color) repotui asks for SGR reports (1006) itself and reads them.
    @Test func aClickPastColumn223IsReadInSGRFormAndQuittingSwitchesSGROff() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 250, height: 24,
                               commandPrefix: "TERM=screen-256color")
        let tmux = run.tmux
        _ = try await tmux.waitForText("octocat · 8 repositories")
        #expect(try await tmux.display("#{mouse_sgr_flag}") == "1")

        // ESC [ < button ; column ; row M (press) / m (release), 1-based: column 241 is in the
        // side-by-side preview, where a click focuses the detail: its keys take the status line.
        let press = Array("\u{1B}[<0;241;8M".utf8), release = Array("\u{1B}[<0;241;8m".utf8)
        try await tmux.sendBytes(press + release)
        _ = try await tmux.waitForText("esc/q back")

        try await tmux.sendKeys("q")
        _ = try await tmux.waitForText("⏎ open")
        try await run.expectCleanQuit()
        #expect(try await tmux.display("#{mouse_sgr_flag} #{mouse_any_flag}") == "0 0")
    }

    @Test func noMouseLeavesTheMouseToTheTerminal() async throws {
        let stub = try await StubProcess()
        let run = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24, arguments: ["--no-mouse"])
        _ = try await run.tmux.waitForText("octocat · 8 repositories")
        #expect(try await run.tmux.display("#{mouse_any_flag}") == "0")
        try await run.tmux.sendKeys("q")
        _ = try await run.waitForExit()
    }

    /// SGR sequences that set a colour — 38;5;n or 48;5;n (256 colours), 30–37 or 40–47 (8) —
    /// in what tmux has on screen; 39 and 49 (the terminal's default) do not count.
    static func colourCodes(_ screen: String) -> Int {
        screen.components(separatedBy: "\u{1B}[").dropFirst().filter { sequence in
            guard let end = sequence.firstIndex(of: "m") else { return false }
            let parameters = sequence[..<end].split(separator: ";").compactMap { Int($0) }
            return parameters.contains { (30...38).contains($0) || (40...48).contains($0) }
        }.count
    }

    @Test func NO_COLORLeavesOnlyAttributesAndTheShadedBar() async throws {
        let stub = try await StubProcess()
        // NO_COLOR set but empty counts as unset (no-color.org); set here because the test
        // runner's own environment, which tmux passes on, may hold NO_COLOR.
        let coloured = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                                    extraEnvironment: ["NO_COLOR": ""], name: "coloured")
        _ = try await coloured.tmux.waitForText("octocat · 8 repositories")
        let colouredScreen = try await coloured.tmux.screenWithEscapes()
        #expect(Self.colourCodes(colouredScreen) > 0, "\(colouredScreen.debugDescription.prefix(600))")
        try await coloured.tmux.sendKeys("q")
        _ = try await coloured.waitForExit()

        let plain = try await ShellRun(stub: stub, user: "octocat", width: 80, height: 24,
                                 extraEnvironment: ["NO_COLOR": "1"], name: "plain")
        let screen = try await plain.tmux.waitForText("octocat · 8 repositories")
        let escaped = try await plain.tmux.screenWithEscapes()
        #expect(Self.colourCodes(escaped) == 0)
        #expect(escaped.contains("\u{1B}[7m") || escaped.contains(";7m"))  // the selection, in reverse
        #expect(screen[1].contains("▓"))                                     // shades instead of colours
        try await plain.tmux.sendKeys("q")
        _ = try await plain.waitForExit()
    }
}
