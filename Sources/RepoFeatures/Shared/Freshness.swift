import Foundation

/// How current the data on screen is, so the status line can say so honestly.
public enum Freshness: Equatable, Sendable {
    /// Downloaded, or confirmed unchanged by GitHub (a 304), at this time.
    case current(since: Date)
    /// Read from the cache, written at this time; GitHub has not confirmed it (yet).
    case cached(at: Date)
    /// `--offline`: from the cache, written at this time, and GitHub will not be asked.
    case offline(at: Date)
    /// The first pages of a first load, shown while the rest arrive (asked for at this time).
    case arriving(since: Date)

    /// When the data was last known to match GitHub.
    public var date: Date {
        switch self {
        case .current(let date), .cached(let date), .offline(let date), .arriving(let date): date
        }
    }
}
