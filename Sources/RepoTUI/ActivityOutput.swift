import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// `--issues`, `--pulls`, `--runs` with `--json`: every page of one of a repository's lists —
/// the same cached, conditional pages the detail's tabs read (offline: what the cache holds) —
/// printed as one JSON array with GitHub's field names. Errors go to stderr.
struct ActivityOutput {
    let sync: RepoSync
    let network: NetworkPolicy
    let kind: ActivityKind
    let state: ActivityState
    let owner: GitHubUsername
    let name: String

    /// Returns the exit status.
    func run() async -> Int32 {
        var repository = Repository(id: RepoID(0), name: name, fullName: owner.rawValue + "/" + name,
                                    owner: Owner(login: owner.rawValue, id: 0, avatarURL: ""), htmlURL: "")
        if kind == .runs {
            // Runs are the default branch's: the repository says which that is.
            let cached = await sync.cachedRepository(repository)
            let answer = network == .online ? await sync.revalidateRepository(repository, cached: cached)
                : cached.map { .success($0.repository) } ?? .failure(.notFound(nil))
            switch answer {
            case .success(let found): repository = found
            case .failure(let error):
                let why = network == .online ? repository.fullName + ": " + TerminalText.sanitize(error.userMessage)
                    : "\(repository.fullName) is not cached — run without --offline to fetch it"
                StandardError.write("repotui: \(why)")
                return 1
            }
        }
        var items = ActivityItems.none(kind)
        var query = ActivityQuery(kind, state: state)
        while true {
            let cached = await sync.cachedActivity(query, of: repository)
            let page: ActivityPage
            if network == .online {
                switch await sync.revalidateActivity(query, of: repository, cached: cached) {
                case .success(let fresh): page = fresh
                case .failure(let error):
                    StandardError.write("repotui: \(repository.fullName): \(TerminalText.sanitize(error.userMessage))")
                    return 1
                }
            } else if let cached {
                page = cached.page
            } else {
                let which = query.page == 1 ? "" : " beyond page \(query.page - 1)"
                StandardError.write("repotui: \(repository.fullName)'s \(kind.noun)\(which) not cached — run without --offline to fetch them")
                if query.page == 1 { return 1 }
                break
            }
            items = items.appending(page.items)
            guard page.hasNextPage else { break }
            query = query.next
        }
        do {
            try write(items)
            return 0
        } catch {
            StandardError.write("repotui: \(TerminalText.sanitize(String(describing: error)))")
            return 1
        }
    }

    private func write(_ items: ActivityItems) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data = switch items {
        case .issues(let issues): try encoder.encode(issues.map(IssueJSON.init))
        case .pullRequests(let pulls): try encoder.encode(pulls.map(PullRequestJSON.init))
        case .runs(let runs): try encoder.encode(runs.map(RunJSON.init))
        case .comments, .jobs, .reviews, .checkRuns, .statuses: Data("[]".utf8)
        }
        try (data + Data([0x0A])).withUnsafeBytes(StandardOutput.write)
    }
}

/// An issue as `--issues --json` prints it: GitHub's names for what the row knows.
private struct IssueJSON: Encodable {
    struct Label: Encodable { var name: String; var color: String? }
    struct User: Encodable { var login: String }
    var number: Int
    var title: String
    var state: String
    var labels: [Label]
    var user: User?
    var comments: Int
    var created_at: Date?
    var updated_at: Date?
    var html_url: String
    var body: String?

    init(_ issue: IssueSummary) {
        number = issue.number
        title = issue.title
        state = issue.state
        labels = issue.labels.map { Label(name: $0.name, color: $0.color) }
        user = issue.author.map(User.init)
        comments = issue.comments
        created_at = issue.createdAt
        updated_at = issue.updatedAt
        html_url = issue.htmlURL
        body = issue.body
    }
}

/// A pull request as `--pulls --json` prints it; `head.ref` is `owner:branch` for one from a fork.
private struct PullRequestJSON: Encodable {
    struct User: Encodable { var login: String }
    struct Branch: Encodable {
        var ref: String
        /// The head's commit (GitHub's `head.sha`); the base's is not kept.
        var sha: String?
    }
    var number: Int
    var title: String
    var state: String
    var draft: Bool
    var user: User?
    var base: Branch
    var head: Branch
    var created_at: Date?
    var updated_at: Date?
    var merged_at: Date?
    var html_url: String
    var body: String?

    init(_ pull: PullRequestSummary) {
        number = pull.number
        title = pull.title
        state = pull.state
        draft = pull.isDraft
        user = pull.author.map(User.init)
        base = Branch(ref: pull.base)
        head = Branch(ref: pull.head, sha: pull.headSHA)
        created_at = pull.createdAt
        updated_at = pull.updatedAt
        merged_at = pull.mergedAt
        html_url = pull.htmlURL
        body = pull.body
    }
}

/// A workflow run as `--runs --json` prints it.
private struct RunJSON: Encodable {
    var id: Int64
    var name: String
    var display_title: String
    var run_number: Int
    var status: String
    var conclusion: String?
    var event: String
    var head_branch: String?
    var run_started_at: Date?
    var updated_at: Date?
    var html_url: String

    init(_ run: WorkflowRunSummary) {
        id = run.id
        name = run.workflow
        display_title = run.title
        run_number = run.runNumber
        status = run.status
        conclusion = run.conclusion
        event = run.event
        head_branch = run.branch
        run_started_at = run.startedAt
        updated_at = run.updatedAt
        html_url = run.htmlURL
    }
}
