import RepoCore

/// The order of the list: a field and a direction. `s` cycles the field, `S` reverses.
public struct RepoSort: Equatable, Hashable, Sendable {
    public enum Field: String, CaseIterable, Sendable {
        case pushed, updated, created, name, stars, forks
        /// When the listed user starred it: only a starred list has this order.
        case starred

        /// Whether lists of `scope` can be sorted this way.
        public func exists(in scope: RepoScope) -> Bool {
            self != .starred || scope == .starred
        }

        /// The direction a field starts in: newest and biggest first, names A to Z.
        var naturalDirection: Direction {
            self == .name ? .ascending : .descending
        }
    }

    public enum Direction: String, CaseIterable, Sendable {
        case ascending = "asc"
        case descending = "desc"

        var reversed: Direction { self == .ascending ? .descending : .ascending }
    }

    var field: Field
    var direction: Direction

    public init(field: Field, direction: Direction? = nil) {
        self.field = field
        self.direction = direction ?? field.naturalDirection
    }

    /// Most recently pushed first, as GitHub lists a user's repositories.
    public static let `default` = RepoSort(field: .pushed)

    /// The next field in `Field.allCases` that `scope` has, in its natural direction.
    func next(in scope: RepoScope = .repositories) -> RepoSort {
        let fields = Field.allCases.filter { $0.exists(in: scope) }
        let index = fields.firstIndex(of: field) ?? -1
        return RepoSort(field: fields[(index + 1) % fields.count])
    }

    /// The order a list of `scope` opens in when it was in this one: a starred list opens
    /// newest star first; leaving it, the star order falls back to the default.
    func entering(_ scope: RepoScope) -> RepoSort {
        switch scope {
        case .starred: RepoSort(field: .starred)
        // GitHub's best match is not a field a list can sort by; the most starred come close.
        case .search: RepoSort(field: .stars)
        case .repositories, .memberOf: field.exists(in: scope) ? self : .default
        }
    }

    var reversed: RepoSort {
        RepoSort(field: field, direction: direction.reversed)
    }

    /// "pushed ↓", "name ↑": how the header names the order.
    var label: String {
        "\(field.rawValue) \(direction == .ascending ? "↑" : "↓")"
    }
}
