import RepoCore

extension RepoDetail {
    /// The detail's tabs (issue 29): what the repository is, and what goes on in it.
    public enum Tab: String, Equatable, Sendable, CaseIterable {
        case overview
        case issues
        case pullRequests = "pull-requests"
        case actions

        /// The list the tab shows; nil for the overview.
        var kind: ActivityKind? {
            switch self {
            case .overview: nil
            case .issues: .issues
            case .pullRequests: .pullRequests
            case .actions: .runs
            }
        }

        var title: String {
            switch self {
            case .overview: "Overview"
            case .issues: "Issues"
            case .pullRequests: "Pull requests"
            case .actions: "Actions"
            }
        }

        var shortTitle: String {
            switch self {
            case .pullRequests: "PRs"
            default: title
            }
        }

        /// The tab `steps` away, round the end.
        func cycled(by steps: Int) -> Tab {
            let all = Self.allCases
            let index = all.firstIndex(of: self) ?? 0
            return all[((index + steps) % all.count + all.count) % all.count]
        }
    }
}
