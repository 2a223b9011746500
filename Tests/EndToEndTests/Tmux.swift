import Foundation
import TestSupport

/// A tmux server of our own (its own socket) running one window: the way a person sees the app.
final class Tmux {
    let socket: String
    let target = "e2e"

    init(width: Int, height: Int, command: String, environment: [String: String] = [:]) async throws {
        socket = "repotui-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height)]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        arguments.append(command)
        try await run(arguments)
    }

    deinit {
        Spawn.startDetached(Self.client(socket) + ["kill-server"])
    }

    func sendKeys(_ keys: String...) async throws {
        try await run(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (no key-name lookup).
    func type(_ text: String) async throws {
        try await run(["send-keys", "-t", target, "-l", text])
    }

    func resize(width: Int, height: Int) async throws {
        try await run(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// The screen as lines, trailing spaces trimmed.
    func screen() async throws -> [String] {
        let text = try await run(["capture-pane", "-p", "-t", target])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            var line = String($0)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func display(_ format: String) async throws -> String {
        try await run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Appends everything the pane's program writes from now on — the terminal's output stream,
    /// escape sequences and all — to `file` (`pipe-pane`).
    func recordOutput(to file: URL) async throws {
        try await run(["pipe-pane", "-o", "-t", target, "cat >> '\(file.path)'"])
    }

    /// The screen with its SGR escape sequences (`capture-pane -e`).
    func screenWithEscapes() async throws -> String {
        try await run(["capture-pane", "-p", "-e", "-t", target])
    }

    /// Writes raw bytes to the pane as if typed (mouse reports, which have no key names).
    func sendBytes(_ bytes: [UInt8]) async throws {
        try await run(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Sets a server option (`set-clipboard`) of this test's own tmux server.
    func setServerOption(_ name: String, _ value: String) async throws {
        try await run(["set-option", "-s", name, value])
    }

    /// The newest paste buffer: what an OSC 52 copy put there.
    func showBuffer() async throws -> String {
        try await run(["show-buffer"])
    }

    /// The pane runs bash, whose child is repotui.
    func repotuiPID() async throws -> String {
        let pane = try await display("#{pane_pid}")
        return try await Spawn.run(["pgrep", "-P", pane, "repotui"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds on two looks in a row, a poll apart, that find the
    /// same screen, and returns it; `pressing`, when given, is sent before every look but the one
    /// that confirms a screen. Fails, with the last screen, once the screen has not changed for
    /// `timeout` — the app has stopped moving — not when it is merely slow: a 3,000-repository
    /// first load on a busy machine was still arriving page by page when a fixed 15 s deadline
    /// ran out. Five minutes in all is the limit for a screen that keeps changing without ever
    /// satisfying `condition`.
    @discardableResult
    func waitForScreen(timeout: Duration = .seconds(15), _ what: String, pressing key: String? = nil,
                       _ condition: ([String]) -> Bool) async throws -> [String] {
        let clock = ContinuousClock()
        let limit = clock.now.advanced(by: .seconds(300))
        var deadline = clock.now.advanced(by: timeout)
        var last: [String] = []
        // tmux may answer between two reads of one frame's output, so a look can catch a frame
        // half drawn (the title of the list over the loading screen's lines). Two looks back to
        // back once caught the same half on a loaded CI machine, where repotui had not been
        // scheduled to write the rest; the next poll's look, finding the screen as it was, has
        // the whole frame. A screen that satisfies `condition` yet never keeps still is taken on
        // the fifth such look.
        var candidate: [String]?
        var movingMatches = 0
        while true {
            if let key, candidate == nil { try await sendKeys(key) }
            let lines = try await screen()
            if condition(lines) {
                if lines == candidate || movingMatches >= 4 { return lines }
                if candidate != nil { movingMatches += 1 }
                candidate = lines
            } else {
                candidate = nil
            }
            if lines != last {
                last = lines
                deadline = clock.now.advanced(by: timeout)
            }
            if clock.now >= deadline || clock.now >= limit {
                let why = clock.now >= limit ? "still changing after 5 min" : "unchanged for \(timeout)"
                throw EndToEndError.timedOut("\(what) (the screen \(why))\n--- last screen ---\n" + last.joined(separator: "\n"))
            }
            try await Task.sleep(for: .milliseconds(50)) // checked against the deadline above
        }
    }

    func waitForText(_ text: String, timeout: Duration = .seconds(15)) async throws -> [String] {
        try await waitForScreen(timeout: timeout, "screen to show '\(text)'") { lines in
            lines.contains { $0.contains(text) }
        }
    }

    /// tmux's client for the server on `socket`, with no configuration of the user's.
    static func client(_ socket: String) -> [String] {
        ["tmux", "-u", "-L", socket, "-f", "/dev/null"]
    }

    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        let result = try await Spawn.run(Self.client(socket) + arguments)
        guard result.status == 0 else {
            throw EndToEndError.commandFailed("tmux \(arguments.joined(separator: " ")): \(result.output)")
        }
        return result.output
    }
}

enum EndToEndError: Error, CustomStringConvertible {
    case timedOut(String)
    case commandFailed(String)
    case missingBinary(String)

    var description: String {
        switch self {
        case .timedOut(let detail): "timed out waiting for \(detail)"
        case .commandFailed(let detail): detail
        case .missingBinary(let detail): detail
        }
    }
}
