/// How far a clone has come, as git reports it with `--progress` ("Receiving objects:  45%").
public struct CloneProgress: Equatable, Sendable {
    /// git's phase, lower-cased ("receiving objects", "resolving deltas").
    var phase: String
    var percent: Int?

    public init(phase: String, percent: Int?) {
        self.phase = phase
        self.percent = percent
    }

    var text: String { percent.map { "\(phase) \($0)%" } ?? phase }
}
