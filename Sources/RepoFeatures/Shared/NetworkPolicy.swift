/// Whether the app may ask GitHub at all (`--offline` says no).
public enum NetworkPolicy: Sendable, Equatable {
    case online
    case offline
}
