import RepoCore

/// Runs an operation for indices `0..<count`, at most `limit` at a time, and hands each result
/// over as it arrives. The first failure cancels the operations still running and is thrown.
enum BoundedConcurrency {
    static func forEach<Output: Sendable>(
        count: Int, limit: Int,
        operation: @escaping @Sendable (Int) async throws(GitHubError) -> Output,
        onResult: (Int, Output) -> Void
    ) async throws(GitHubError) {
        guard count > 0 else { return }
        let width = max(1, limit)
        do {
            try await withThrowingTaskGroup(of: (Int, Output).self) { group in
                var started = 0
                while started < min(width, count) {
                    let index = started
                    group.addTask { (index, try await operation(index)) }
                    started += 1
                }
                while let (index, output) = try await group.next() {
                    onResult(index, output)
                    if started < count {
                        let nextIndex = started
                        group.addTask { (nextIndex, try await operation(nextIndex)) }
                        started += 1
                    }
                }
            }
        } catch let error as GitHubError {
            throw error
        } catch {
            throw GitHubError(error)
        }
    }
}
