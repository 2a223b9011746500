import Foundation
import RepoCore

/// A large list's rows before and after a revalidation, waiting to be compared off the main
/// actor (`RepoList.Effect.compareLists`).
struct ListComparison: Equatable, Sendable {
    var before: [Repository]
    var after: [Repository]
    var since: Date
}
