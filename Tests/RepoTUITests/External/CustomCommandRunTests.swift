import Foundation
import RepoFeatures
import TestSupport
import Testing
@testable import RepoTUI

/// Custom commands as the live runtime runs them: real programs in the background (their output
/// and their end for the message log, their folder the clone), and the terminal handed over to
/// one run in the foreground.
@MainActor
struct CustomCommandRunTests {
    func actions(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> LiveExternalActions {
        LiveExternalActions(environment: environment) { _ in }
    }

    @Test func aBackgroundCommandEndsWithItsStatusAndItsOutputsLastLines() async {
        let command = RunnableCommand(title: "report", arguments: ["sh", "-c", "printf 'one\\n\\ntwo\\n'; echo oops >&2; exit 3"],
                                      directory: nil, mode: .background)

        let outcome = await actions().run(command)

        #expect(outcome == .finished("report exited with status 3", warning: true, output: ["one", "two", "oops"]))
    }

    @Test func aBackgroundCommandStartsInTheCloneAndTakesItsArgumentsWhole() async throws {
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("custom-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: clone) }
        try await writeExecutableScript("#!/bin/sh\npwd\nprintf '[%s]\\n' \"$@\"\n", to: clone.appendingPathComponent("where.sh").path)
        let command = RunnableCommand(title: "where", arguments: ["./where.sh", "a b", "$HOME", "; rm -rf /"],
                                      directory: clone.path, mode: .background)

        let outcome = await actions().run(command)

        let folder = clone.resolvingSymlinksInPath().path
        #expect(outcome == .finished("where: done", warning: false, output: [folder, "[a b]", "[$HOME]", "[; rm -rf /]"]))
    }

    @Test func aMissingProgramOrCloneIsSaidWithoutRunningAnything() async {
        let missing = RunnableCommand(title: "nope", arguments: ["no-such-program-here"], directory: nil, mode: .background)
        #expect(await actions(["PATH": "/usr/bin:/bin"]).run(missing) == .failed("nope: no program no-such-program-here found on PATH"))

        let gone = RunnableCommand(title: "gone", arguments: ["true"], directory: "/no/such/clone", mode: .background)
        #expect(await actions().run(gone) == .failed("gone: /no/such/clone is not there any more"))
    }

    @Test func aSuspendingCommandHasTheTerminalWhileItRuns() async {
        let lent = LockedCount()
        var actions = actions(["PATH": "/usr/bin:/bin"])
        actions.lend = { program in
            lent.increment()
            return await program()
        }
        let command = RunnableCommand(title: "shell", arguments: ["sh", "-c", "exit 4"], directory: "/", mode: .suspend)

        #expect(await actions.run(command) == .returned("shell exited with status 4", warning: true))
        #expect(lent.value == 1)
    }
}

/// A count several tasks may add to.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

/// `ACCESSIBLE` as other tools read it.
struct AccessibleSettingTests {
    @Test func accessibleIsOnWhenSetToAnythingButEmptyZeroFalseOrNo() {
        for (value, on) in [("1", true), ("true", true), ("yes", true), ("", false), ("0", false), ("false", false), ("No", false)] {
            #expect(RepoTUICommand.asksForAccessibility(["ACCESSIBLE": value]) == on, "ACCESSIBLE=\(value)")
        }
        #expect(!RepoTUICommand.asksForAccessibility([:]))
    }
}
