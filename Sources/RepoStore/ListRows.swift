import Foundation
import RepoCore

/// A cached list's repositories as its rows are read, in order: each made from its columns
/// (`RepositoryColumns`) and handed the owner and licence an earlier row holds
/// (`RepositoryValueSharing`) — whether the rows come straight from the statement or copied out
/// of it (`PipelinedRows`).
struct ListRows {
    private(set) var repositories: [Repository] = []
    private var sharing = RepositoryValueSharing()
    private let decoder = JSONDecoder()

    /// Room for `count` rows, reserved at once: growing by doubling would hold two copies of the
    /// list at the last step.
    init(expecting count: Int) {
        repositories.reserveCapacity(count)
    }

    mutating func append<Columns: RowColumns>(_ columns: inout Columns) throws {
        var repository = try RepositoryColumns.repository(from: &columns, decoder: decoder)
        sharing.share(&repository)
        repositories.append(repository)
    }
}
