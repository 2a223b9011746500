/// How a fork's default branch stands against its upstream's (`GET …/compare`).
public struct ForkComparison: Sendable, Equatable {
    /// `owner:branch` of the upstream.
    public var upstream: String
    /// Upstream commits the fork lacks.
    public var behindBy: Int
    /// The fork's own commits.
    public var aheadBy: Int

    public init(upstream: String, behindBy: Int, aheadBy: Int) {
        self.upstream = upstream
        self.behindBy = behindBy
        self.aheadBy = aheadBy
    }
}
