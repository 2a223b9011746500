import Foundation
import TestSupport

/// A tmux server of our own (its own socket) running one window: the way a person sees the app.
final class Tmux {
    let socket: String
    let target = "e2e"

    init(width: Int, height: Int, command: String, environment: [String: String] = [:]) throws {
        socket = "repotui-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        var arguments = ["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height)]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        arguments.append(command)
        try run(arguments)
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (no key-name lookup).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// The screen as lines, trailing spaces trimmed.
    func screen() throws -> [String] {
        let text = try run(["capture-pane", "-p", "-t", target])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            var line = String($0)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until `condition` holds, failing with the last screen after `timeout`.
    @discardableResult
    func waitForScreen(timeout: Duration = .seconds(15), _ what: String,
                       _ condition: ([String]) -> Bool) async throws -> [String] {
        var last: [String] = []
        do {
            try await waitUntil(timeout: timeout, interval: .milliseconds(50)) {
                last = try screen()
                return condition(last)
            }
        } catch is WaitTimeout {
            throw EndToEndError.timedOut("\(what)\n--- last screen ---\n" + last.joined(separator: "\n"))
        }
        return last
    }

    func waitForText(_ text: String, timeout: Duration = .seconds(15)) async throws -> [String] {
        try await waitForScreen(timeout: timeout, "screen to show '\(text)'") { lines in
            lines.contains { $0.contains(text) }
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let result = try Spawn.runBriefly(["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments)
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
