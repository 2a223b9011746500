import Foundation
import TestSupport

extension StubProcess {
    /// A stub serving `ScopeDataset`: tokens, private and organisation repositories, starred
    /// lists. A token it does not know is refused, as GitHub refuses one.
    static func scoped() async throws -> StubProcess {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scope-dataset-\(UUID().uuidString).json")
        try ScopeDataset.make().jsonData().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await StubProcess(arguments: ["--data", file.path])
    }
}
