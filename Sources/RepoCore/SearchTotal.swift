/// What GitHub's search said of its answer as a whole: how many repositories matched
/// (`total_count`) — of which at most the first 1,000 can be listed — and whether it gave up
/// before looking everywhere (`incomplete_results`, a search that ran out of time).
public struct SearchTotal: Sendable, Hashable {
    public var count: Int
    public var incomplete: Bool

    public init(count: Int, incomplete: Bool) {
        self.count = count
        self.incomplete = incomplete
    }
}
