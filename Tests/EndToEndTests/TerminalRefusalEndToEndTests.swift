import Foundation
import Testing

/// Terminals repotui cannot draw on: a clear message, a non-zero status, an untouched screen.
struct TerminalRefusalEndToEndTests {
    @Test(arguments: [
        ("dumb", "TERM 'dumb' cannot address the cursor"),
        ("no-such-terminal", "TERM 'no-such-terminal' is not known"),
        ("", "TERM is not set"),
    ])
    func anUnusableTermIsRefusedWithoutDrawing(term: String, message: String) async throws {
        let stub = try await StubProcess()
        let marker = stub.scratchFile("status")
        let repotui = try Binaries.path(of: "repotui")
        let tmux = try await Tmux(width: 80, height: 24,
                            command: "bash --norc --noprofile -c 'printf ready\\\\n; TERM=\(term) \(repotui) --api-url \(stub.apiURL) octocat; echo $? > \(marker.path); exec sleep 600'",
                            environment: ["LANG": "C.UTF-8"].merging(stub.cacheEnvironment) { $1 })

        let screen = try await tmux.waitForScreen("the refusal") { lines in
            FileManager.default.fileExists(atPath: marker.path) && lines.contains { $0.contains("TERM") }
        }
        let status = try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "1")
        #expect(screen.first == "ready")
        #expect(screen.contains { $0.hasPrefix("repotui: ") && $0.contains(message) })
        #expect(try await tmux.display("#{alternate_on}") == "0")
        #expect(stub.requests().isEmpty)
        // Refused before anything else: not even the cache directory was made.
        #expect(!FileManager.default.fileExists(atPath: stub.scratchFile("cache").path))
    }
}
