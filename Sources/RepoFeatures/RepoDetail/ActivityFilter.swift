import RepoCore

/// A tab's `/` query: `state:closed` (or `open`, `all`) asks GitHub for another list; `label:`,
/// `author:` and free words narrow the rows held, as they arrive. Terms combine; a word matches
/// a title (a run's workflow, title or branch) without case. What does not read is a problem,
/// said in the prompt line, and narrows nothing.
struct ActivityFilter: Equatable, Sendable {
    /// nil: the list's own (open issues and pull requests).
    var state: ActivityState?
    var labels: [String] = []
    var author: String?
    var words: [String] = []
    var problems: [String] = []

    static let everything = ActivityFilter("", kind: .issues)

    /// `kind`: runs have no state to ask for.
    init(_ text: String, kind: ActivityKind) {
        for token in QueryParser.tokens(of: text) {
            let value = token.value.lowercased()
            switch token.key {
            case nil: if !value.isEmpty { words.append(value) }
            case "state" where kind == .runs:
                problems.append("runs have no state: — words match the workflow, title and branch")
            case "state":
                if let wanted = ActivityState(rawValue: value) { state = wanted } else { problems.append("state: open, closed or all") }
            case "label": if value.isEmpty { problems.append("label: needs a name (label:bug)") } else { labels.append(value) }
            case "author", "user": if value.isEmpty { problems.append("author: needs a login (author:hubot)") } else { author = value }
            case let other?: problems.append("no qualifier “\(other):” here — state:, label:, author: or words")
            }
        }
    }

    /// Whether rows held may be left out (the state is GitHub's business, not the rows').
    var narrows: Bool { !labels.isEmpty || author != nil || !words.isEmpty }

    /// The rows of `items` this keeps, in their order.
    func kept(_ items: ActivityItems) -> ActivityItems {
        guard narrows else { return items }
        return switch items {
        case .issues(let issues): .issues(issues.filter {
            keeps(title: $0.title, author: $0.author, labels: $0.labels.map(\.name))
        })
        case .pullRequests(let pulls): .pullRequests(pulls.filter { keeps(title: $0.title, author: $0.author, labels: nil) })
        case .runs(let runs): .runs(runs.filter {
            keeps(title: [$0.workflow, $0.title, $0.branch ?? ""].joined(separator: " "), author: nil, labels: nil)
        })
        case .comments, .jobs, .reviews, .checkRuns, .statuses: items
        }
    }

    /// `labels` nil: the rows have none to test (a pull request's and a run's), so `label:` keeps
    /// none of them; nor does `author:` keep a run.
    private func keeps(title: String, author: String?, labels: [String]?) -> Bool {
        let title = title.lowercased()
        guard words.allSatisfy(title.contains) else { return false }
        if let wanted = self.author, author?.lowercased() != wanted { return false }
        if !self.labels.isEmpty {
            let held = Set((labels ?? []).map { $0.lowercased() })
            guard self.labels.allSatisfy(held.contains) else { return false }
        }
        return true
    }
}
