import RepoCore

/// The rows a list shows: positions into the repositories as they came, in display order.
/// Sorting and filtering change only the positions — four bytes a row — and never copy (or,
/// when the old arrangement goes, release) a repository.
public struct RepositoryRows: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private let repositories: [Repository]
    private let positions: [Int32]

    init(_ repositories: [Repository], positions: [Int32]) {
        self.repositories = repositories
        self.positions = positions
    }

    public init(arrayLiteral repositories: Repository...) {
        self.init(repositories, positions: repositories.indices.map { Int32($0) })
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(row: Int) -> Repository {
        repositories[Int(positions[row])]
    }

    /// The row showing the repository with `id`, without copying the repositories it passes.
    func row(of id: RepoID) -> Int? {
        positions.firstIndex { repositories[Int($0)].id == id }
    }

    /// The same rows: the same repositories, in the same order.
    public static func == (lhs: RepositoryRows, rhs: RepositoryRows) -> Bool {
        lhs.elementsEqual(rhs)
    }
}
