import Foundation
import TestSupport
import Testing

/// A shell in tmux that records `stty -g` before and after the app, so the test can check
/// the terminal came back exactly as it was.
struct ShellRun {
    let tmux: Tmux
    let before: URL
    let after: URL
    let exitStatus: URL

    /// `name` keeps the files of several runs against one stub apart. `commandPrefix` goes
    /// before repotui in the shell command (`VAR=value …`): tmux keeps PATH and TERM of its own.
    init(stub: StubProcess, user: String, width: Int, height: Int, extraEnvironment: [String: String] = [:],
         name: String = "run", arguments: [String] = [], commandPrefix: String = "") async throws {
        before = stub.scratchFile("\(name)-stty-before")
        after = stub.scratchFile("\(name)-stty-after")
        exitStatus = stub.scratchFile("\(name)-exit-status")
        let repotui = try Binaries.path(of: "repotui")
        let script = "stty -g > \(before.path); \(commandPrefix) \(repotui) --api-url \(stub.apiURL) \((arguments + [user]).joined(separator: " ")); "
            + "echo $? > \(exitStatus.path); stty -g > \(after.path); exec sleep 600"
        var environment = ["LANG": "C.UTF-8", "TERM": "screen-256color"].merging(stub.cacheEnvironment) { $1 }
        environment.merge(extraEnvironment) { $1 }
        tmux = try await Tmux(width: width, height: height, command: "bash --norc --noprofile -c '\(script)'",
                        environment: environment)
    }

    func waitForExit() async throws -> (status: String, before: String, after: String) {
        var outcome: (status: String, before: String, after: String)?
        do {
            try await waitUntil(timeout: .seconds(15), interval: .milliseconds(50)) {
                guard let after = try? String(contentsOf: after, encoding: .utf8), !after.isEmpty,
                      let status = try? String(contentsOf: exitStatus, encoding: .utf8),
                      let before = try? String(contentsOf: before, encoding: .utf8) else { return false }
                outcome = (status.trimmingCharacters(in: .whitespacesAndNewlines), before, after)
                return true
            }
        } catch is WaitTimeout {
            throw EndToEndError.timedOut("repotui to exit\n" + (try await tmux.screen()).joined(separator: "\n"))
        }
        guard let outcome else { throw EndToEndError.timedOut("repotui to exit") }
        return outcome
    }

    /// Sends `key` (`q`, `C-c`) and expects what every quit must leave: exit status 0, the
    /// terminal's settings exactly as before and the main screen back.
    func expectCleanQuit(with key: String = "q", sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await tmux.sendKeys(key)
        let result = try await waitForExit()
        #expect(result.status == "0", sourceLocation: sourceLocation)
        #expect(result.before == result.after, sourceLocation: sourceLocation)
        #expect(try await tmux.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    }
}
