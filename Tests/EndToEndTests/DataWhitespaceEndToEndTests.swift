import Foundation
import TestSupport
import Testing

/// Issue 32, item 3: whitespace in GitHub's data — a description that starts with a space, a
/// tab or a line break inside a value — never moves a cell, breaks a row or a TSV line.
@Suite struct DataWhitespaceEndToEndTests {
    /// The newest repository's every text field carries whitespace at its ends and inside; the
    /// other is tidy, to line the columns up against.
    static let dataset = """
        {"users": [{"login": "spacey", "id": 9002, "repos": [
          {"id": 1, "name": "padded", "pushedAt": "2026-11-02T00:00:00Z", "stargazersCount": 7,
           "description": " Hi,\\ta\\n lib.  ", "language": " Swift ", "topics": ["cli "],
           "homepage": "  https://example.com/padded\\n"},
          {"id": 2, "name": "plain", "pushedAt": "2026-11-01T00:00:00Z", "stargazersCount": 5,
           "description": "Plain words", "language": "Go"}
        ]}]}
        """

    static func stub() async throws -> StubProcess {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spacey-\(UUID().uuidString).json")
        try Self.dataset.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await StubProcess(arguments: ["--data", file.path])
    }

    @Test func theListsCellsStartWhereEveryOtherRowsDoAndHoldOneLineEach() async throws {
        let stub = try await Self.stub()
        let run = try await ShellRun(stub: stub, user: "spacey", width: 90, height: 12)
        let screen = try await run.tmux.waitForText("spacey · 2 repositories")
        let padded = try #require(screen.first { $0.contains("padded") })
        let plain = try #require(screen.first { $0.contains("plain") })
        #expect(padded.contains("Hi, a lib.  "), "\(padded)")
        #expect(padded.range(of: "Hi,")?.lowerBound.utf16Offset(in: padded)
                == plain.range(of: "Plain")?.lowerBound.utf16Offset(in: plain), "\(padded)\n\(plain)")
        #expect(padded.range(of: "Swift")?.lowerBound.utf16Offset(in: padded)
                == plain.range(of: "Go")?.lowerBound.utf16Offset(in: plain), "\(padded)\n\(plain)")
        // Two rows, nothing spilled onto a third.
        #expect(screen.filter { $0.contains("lib.") }.count == 1)
        try await run.expectCleanQuit(with: "q")
    }

    @Test func theDetailShowsEachValueOnItsOwnLineWithoutItsSpaces() async throws {
        let stub = try await Self.stub()
        let run = try await ShellRun(stub: stub, user: "spacey", width: 80, height: 30)
        _ = try await run.tmux.waitForText("spacey · 2 repositories")
        try await run.tmux.sendKeys("Enter")
        let detail = try await run.tmux.waitForText("Homepage")
        #expect(detail.contains(" Hi, a lib."), "\(detail.joined(separator: "\n"))")
        let fields = detail.filter { $0.hasPrefix(" Language ") || $0.hasPrefix(" Topics ") || $0.hasPrefix(" Homepage ") }
        #expect(fields == [" Language       Swift", " Topics         cli", " Homepage       https://example.com/padded"],
                "\(detail.joined(separator: "\n"))")
        try await run.expectCleanQuit(with: "C-c")
    }

    @Test func theTabSeparatedOutputHasOneLineOfFiveFieldsPerRepositoryWithNoSpacesAtTheirEnds() async throws {
        let stub = try await Self.stub()
        let result = try await Spawn.run([try Binaries.path(of: "repotui"), "--api-url", stub.apiURL, "spacey"],
                                         environment: stub.cacheEnvironment)
        #expect(result.status == 0)
        #expect(result.output == """
            spacey/padded\tHi, a lib.\tSwift\t7\t2026-11-02T00:00:00Z
            spacey/plain\tPlain words\tGo\t5\t2026-11-01T00:00:00Z

            """)
    }
}
