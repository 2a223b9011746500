import Foundation

/// The shared GitHub fixtures (`../shared/fixtures/github` beside the repository), read in
/// place: they are not ours to copy or commit.
public enum Fixtures {
    /// Resolved from this file: Tests/TestSupport/Fixtures.swift → repository root → ../shared/….
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/github", isDirectory: true)
        .standardizedFileURL

    /// False on a machine without the shared folder; tests that need it are then disabled.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("FACTS.md").path)
    }

    public static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    public static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: url(relativePath))
    }
}
