import Testing
@testable import RepoTUI

/// Which clipboard tool runs beside OSC 52, for the display in use and what is installed.
struct ClipboardCommandTests {
    static func command(_ environment: [String: String], installed: Set<String>,
                        platform: HostPlatform = .linux) -> [String]? {
        let environment = environment.merging(["PATH": "/usr/bin"]) { $1 }
        return ClipboardCommand.arguments(environment: environment, platform: platform,
                                          lookup: ExecutableLookup(environment: environment) { installed.contains($0) })
    }

    static let all: Set<String> = ["/usr/bin/wl-copy", "/usr/bin/xclip", "/usr/bin/xsel", "/usr/bin/pbcopy"]

    @Test func waylandUsesWlCopy() {
        #expect(Self.command(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], installed: Self.all) == ["/usr/bin/wl-copy"])
    }

    @Test func x11UsesXclipElseXsel() {
        #expect(Self.command(["DISPLAY": ":0"], installed: Self.all) == ["/usr/bin/xclip", "-selection", "clipboard"])
        #expect(Self.command(["DISPLAY": ":0"], installed: ["/usr/bin/xsel"]) == ["/usr/bin/xsel", "--clipboard", "--input"])
        #expect(Self.command(["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], installed: ["/usr/bin/xclip"])
            == ["/usr/bin/xclip", "-selection", "clipboard"])
    }

    @Test func macOSUsesPbcopy() {
        #expect(Self.command([:], installed: Self.all, platform: .macOS) == ["/usr/bin/pbcopy"])
    }

    @Test func noDisplayOrNoToolMeansOSC52Alone() {
        #expect(Self.command([:], installed: Self.all) == nil)
        #expect(Self.command(["DISPLAY": ""], installed: Self.all) == nil)
        #expect(Self.command(["WAYLAND_DISPLAY": "wayland-0"], installed: ["/usr/bin/xclip"]) == nil)
        #expect(Self.command([:], installed: [], platform: .macOS) == nil)
    }

    @Test func osc52IsTheTextInBase64BetweenTheIntroducerAndBEL() {
        #expect(OSC52.sequence(copying: "https://github.com/octocat/Hello-World.git")
            == Array("\u{1B}]52;c;aHR0cHM6Ly9naXRodWIuY29tL29jdG9jYXQvSGVsbG8tV29ybGQuZ2l0\u{07}".utf8))
        #expect(OSC52.sequence(copying: "é") == [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B, 0x77, 0x36, 0x6B, 0x3D, 0x07])
    }
}
