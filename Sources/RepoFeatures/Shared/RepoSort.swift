/// The order of the list: a field and a direction. `s` cycles the field, `S` reverses.
public struct RepoSort: Equatable, Hashable, Sendable {
    public enum Field: String, CaseIterable, Sendable {
        case pushed, updated, created, name, stars, forks

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

    public var field: Field
    public var direction: Direction

    public init(field: Field, direction: Direction? = nil) {
        self.field = field
        self.direction = direction ?? field.naturalDirection
    }

    /// Most recently pushed first, as GitHub lists a user's repositories.
    public static let `default` = RepoSort(field: .pushed)

    /// The next field in `Field.allCases`, in its natural direction.
    public var next: RepoSort {
        let fields = Field.allCases
        let index = fields.firstIndex(of: field) ?? 0
        return RepoSort(field: fields[(index + 1) % fields.count])
    }

    var reversed: RepoSort {
        RepoSort(field: field, direction: direction.reversed)
    }

    /// "pushed ↓", "name ↑": how the header names the order.
    public var label: String {
        "\(field.rawValue) \(direction == .ascending ? "↑" : "↓")"
    }
}
