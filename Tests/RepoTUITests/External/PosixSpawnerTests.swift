import Foundation
import Testing
import TestSupport
@testable import RepoTUI

/// Real children: a script that records its arguments, its standard input and its session.
struct PosixSpawnerTests {
    /// A scratch directory with a `record` script. It is run as `/bin/sh record …`, not executed
    /// itself: while the test process writes it, a child another test forks at that moment holds
    /// the file open for writing until its exec, and executing the script then fails with ETXTBSY.
    final class Scratch {
        let directory: URL
        let script: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("repotui-spawn-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            script = directory.appendingPathComponent("record")
            // $1 is the output file; the rest of the arguments, stdin, whether it leads its own
            // session and whether descriptor $LEAK_FD reached it are written to it, then the file
            // is renamed into place.
            let text = """
                #!/bin/sh
                out="$1"; shift
                { printf '%s\\n' "$@"; echo "stdin:$(cat)"; echo "sid-is-pid:$( [ "$(ps -o sid= -p $$ | tr -d ' ')" = "$$" ] && echo yes || echo no)"; if [ -e "/proc/$$/fd/${LEAK_FD:-999}" ]; then echo "leaked:yes"; else echo "leaked:no"; fi; } > "$out.tmp"
                mv "$out.tmp" "$out"
                exit "${EXIT_STATUS:-0}"
                """
            try text.write(to: script, atomically: true, encoding: .utf8)
            chmod(script.path, 0o755)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
    }

    func waitForFile(_ url: URL) async throws -> String {
        var text = ""
        try await waitUntil(timeout: .seconds(20)) {
            text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return !text.isEmpty
        }
        return text
    }

    @Test func aChildGetsItsArgumentsVerbatimInItsOwnSessionWithNothingButDevNullAndIsReaped() async throws {
        let scratch = try Scratch()
        let output = scratch.file("open")
        let url = "https://github.com/octocat/Hello-World?q=$(id)&x=`id`;rm -rf ~ 'quoted' \"dq\""

        // A descriptor opened without O_CLOEXEC, as a careless library might.
        let leaky = open(scratch.script.path, O_RDONLY)
        defer { close(leaky) }
        var environment = ProcessInfo.processInfo.environment
        environment["LEAK_FD"] = String(leaky)

        let child = try PosixSpawner().spawn(["/bin/sh", scratch.script.path, output.path, url, "%s"], input: nil,
                                             environment: environment)
        let text = try await waitForFile(output)
        let exit = await child.exit(within: .seconds(20))

        #expect(text == [url, "%s", "stdin:", "sid-is-pid:yes", "leaked:no", ""].joined(separator: "\n"))
        #expect(exit == .exited(0))
    }

    @Test func theTextArrivesOnStandardInputAndTheExitStatusIsReported() async throws {
        let scratch = try Scratch()
        let output = scratch.file("copy")
        var environment = ProcessInfo.processInfo.environment
        environment["EXIT_STATUS"] = "3"

        let child = try PosixSpawner().spawn(["/bin/sh", scratch.script.path, output.path], input: "git@github.com:octocat/x.git",
                                             environment: environment)
        let exit = await child.exit(within: .seconds(20))
        let text = try await waitForFile(output)

        #expect(exit == .exited(3))
        #expect(text.split(separator: "\n").first == "stdin:git@github.com:octocat/x.git")
    }

    @Test func aChildStillRunningIsReportedAsRunningAndCanBeKilled() async throws {
        // An hour, not a minute: on a loaded 2-core machine this test has waited over a minute
        // for a thread, and the child must not end on its own before it is looked at.
        let child = try PosixSpawner().spawn(["/bin/sleep", "3600"], input: nil, environment: [:])

        #expect(await child.exit(within: .milliseconds(200)) == nil)
        child.kill()
        #expect(await child.exit(within: .seconds(20)) == .signalled(SIGKILL))
    }

    @Test func aMissingProgramIsASpawnError() {
        #expect(throws: SpawnError(operation: "posix_spawn", code: ENOENT)) {
            try PosixSpawner().spawn(["/nonexistent/browser", "https://example.com"], input: nil, environment: [:])
        }
    }
}
