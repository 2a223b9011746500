import Foundation
import RepoCore
import TerminalUI

/// A tab's list as display-ready rows. Pure: the time comes with the context; every string from
/// GitHub is made a single sanitised line. In accessible mode each row reads as a sentence, with
/// words for what the glyphs and colours say.
enum ActivityListPresenter {
    static func viewModel(_ list: RepoDetail.ActivityList, of repository: Repository, pulls statuses: [Int: PullRequestStatus] = [:],
                          context: PresentationContext) -> ActivityListViewModel {
        let rows: [ActivityRow] = switch list.shown {
        case .issues(let issues): issues.map { issueRow($0, context) }
        case .pullRequests(let pulls): pulls.map { pullRow($0, status: statuses[$0.number], context) }
        case .runs(let runs): runs.map { runRow($0, context) }
        // Read one item at a time (`ActivityDetail`), or for a pull request's row; never as a tab's rows.
        case .comments, .jobs, .reviews, .checkRuns, .statuses: []
        }
        return ActivityListViewModel(
            heading: heading(list, branch: repository.defaultBranch), rows: rows, selection: list.selection, scroll: list.scroll,
            empty: rows.isEmpty ? empty(list, branch: repository.defaultBranch) : nil, footer: footer(list.more))
    }

    /// "38 open issues", "50+ open pull requests" (more pages to come), "128 runs on master";
    /// under a query, how many of them it keeps and the query: "3 of 50+ open issues · /label:bug".
    static func heading(_ list: RepoDetail.ActivityList, branch: String?) -> String {
        let text = TerminalText.singleLine(list.filterText.trimmingCharacters(in: .whitespaces))
        let kept = list.filter.narrows && list.load == .shown ? "\(list.shown.count) of " : ""
        return kept + wholeHeading(list, branch: branch) + (text.isEmpty ? "" : " · /" + text)
    }

    private static func wholeHeading(_ list: RepoDetail.ActivityList, branch: String?) -> String {
        let count = list.items.count
        // Before any page, a count would be a guess: the list's name alone.
        guard list.load == .shown else {
            let name = list.query.kind.noun
            return list.query.kind == .runs ? "Workflow runs" : list.query.state.rawValue.capitalized + " " + name
        }
        let shown = "\(CompactNumber.format(count))\(list.hasNextPage ? "+" : "")"
        switch list.query.kind {
        case .issues: return "\(shown) \(list.query.state.rawValue) \(count == 1 && !list.hasNextPage ? "issue" : "issues")"
        case .pullRequests:
            return "\(shown) \(list.query.state.rawValue) \(count == 1 && !list.hasNextPage ? "pull request" : "pull requests")"
        case .runs:
            let total = list.totalCount ?? count
            let where_ = branch.map { " on " + TerminalText.singleLine($0) } ?? ""
            return "\(CompactNumber.format(total)) workflow \(total == 1 ? "run" : "runs")\(where_)"
        case .comments, .jobs, .reviews, .checkRuns, .statuses: return "\(shown) \(list.query.kind.noun)"
        }
    }

    static func empty(_ list: RepoDetail.ActivityList, branch: String?) -> String {
        let noun = list.query.kind.noun
        switch list.load {
        case .loading: return "loading \(noun)…"
        case .shown where list.filter.narrows && list.items.count > 0:
            let more = list.hasNextPage ? " yet — ↓ asks GitHub for more" : ""
            return "none of the \(list.items.count) held matches the query\(more)"
        case .shown where list.query.kind == .runs: return "no workflow runs" + (branch.map { " on " + TerminalText.singleLine($0) } ?? "")
        case .shown: return "no \(list.query.state.rawValue) \(noun)"
        case .failed(let error): return "\(noun) unavailable: \(TerminalText.sanitize(error.userMessage))"
        case .notCached: return "\(noun) not cached — run without --offline to fetch them"
        case .skipped: return "\(noun) not asked for: under a tenth of the API budget is left"
        }
    }

    static func footer(_ more: RepoDetail.ActivityList.More) -> String? {
        switch more {
        case .idle: nil
        case .loading: "loading more…"
        case .failed(let error): "could not load more: \(TerminalText.sanitize(error.userMessage))"
        case .notCached: "no more cached — run without --offline to fetch the rest"
        }
    }

    /// The status line's message for the tab: whether what is shown is being checked, could not
    /// be, or is the cache's.
    static func status(_ list: RepoDetail.ActivityList, network: NetworkPolicy) -> (String, StatusLine.Tone) {
        if list.load == .loading { return ("loading…", .busy) }
        if list.fetchingFirst { return ("updating…", .busy) }
        if let error = list.updateFailed { return ("could not update: \(TerminalText.sanitize(error.userMessage))", .warning) }
        if network == .offline { return ("offline — not checked with GitHub", .warning) }
        return ("", .normal)
    }

    private static func age(_ date: Date?, _ context: PresentationContext) -> String? {
        date.map { RelativeTime.describe($0, now: context.now) }
    }

    static func issueRow(_ issue: IssueSummary, _ context: PresentationContext) -> ActivityRow {
        let title = TerminalText.singleLine(issue.title)
        let author = issue.author.map(TerminalText.singleLine) ?? "ghost"
        let comments = issue.comments == 0 ? "" : "\(issue.comments) \(issue.comments == 1 ? "comment" : "comments")"
        let labels = issue.labels.map { TerminalText.singleLine($0.name) }
        if context.accessible {
            return ActivityRow(lead: ActivitySpan("issue \(issue.number),"), title: title + ",",
                               tags: labels.isEmpty ? [] : [ActivitySpan("labels " + labels.joined(separator: ", ") + ",")],
                               trail: [spoken(["by " + author, comments, age(issue.createdAt, context)])])
        }
        let tags = zip(issue.labels, labels).map { label, name in ActivitySpan(" \(name) ", style(ofLabel: label.color)) }
        return ActivityRow(lead: ActivitySpan("#\(issue.number)", Palette.quiet), title: title, tags: tags,
                           trail: [author, comments, age(issue.createdAt, context) ?? ""])
    }

    /// An open pull request's checks lead its row (`·` until known), its review decision is a
    /// tag beside the draft mark; a closed or merged one says only that.
    static func pullRow(_ pull: PullRequestSummary, status: PullRequestStatus?, _ context: PresentationContext) -> ActivityRow {
        let title = TerminalText.singleLine(pull.title)
        let author = pull.author.map(TerminalText.singleLine) ?? "ghost"
        let branches = TerminalText.singleLine(pull.base) + " ← " + TerminalText.singleLine(pull.head)
        let isOpen = pull.mergedAt == nil && pull.state != "closed"
        let state: ActivitySpan? = pull.mergedAt != nil ? ActivitySpan("merged", Style(foreground: .magenta))
            : pull.state == "closed" ? ActivitySpan("closed", Style(foreground: .red))
            : pull.isDraft ? ActivitySpan("draft", Palette.quiet) : nil
        let review = isOpen ? status?.review.flatMap(PullStatusMarks.review) : nil
        let checks = isOpen ? PullStatusMarks.checks(status?.checks) : nil
        if context.accessible {
            // Said before the title, which a short line cuts: never left out for room as tags are.
            let said = [state?.text, review?.word, checks?.word, title].compactMap { $0 }
            return ActivityRow(lead: ActivitySpan("pull request \(pull.number),"), title: said.joined(separator: ", ") + ",", tags: [],
                               trail: [[TerminalText.singleLine(pull.head) + " into " + TerminalText.singleLine(pull.base),
                                       "by " + author, age(pull.createdAt, context)].compactMap { $0 }.joined(separator: ", ")])
        }
        let tags = [state, review.map { ActivitySpan($0.shown, $0.style) }].compactMap { $0 }
        // The decision is what a reader scans the list for: the title gives way to it first.
        return ActivityRow(mark: checks.map { ActivitySpan($0.shown, $0.style) }, lead: ActivitySpan("#\(pull.number)", Palette.quiet),
                           title: title, tags: tags, trail: [author, branches, age(pull.createdAt, context) ?? ""],
                           titleKeeps: review == nil ? 20 : 12)
    }

    static func runRow(_ run: WorkflowRunSummary, _ context: PresentationContext) -> ActivityRow {
        let title = TerminalText.singleLine(run.workflow) + " · " + TerminalText.singleLine(run.title)
        let mark = ConclusionMark(status: run.status, conclusion: run.conclusion)
        let facts = [run.branch.map(TerminalText.singleLine) ?? "", run.duration.map(duration) ?? "", age(run.startedAt, context) ?? ""]
        if context.accessible {
            return ActivityRow(lead: ActivitySpan(mark.word + ","), title: title + ",", tags: [ActivitySpan(TerminalText.singleLine(run.event) + ",")],
                               trail: [spoken(facts)])
        }
        return ActivityRow(lead: ActivitySpan(mark.glyph, mark.style), title: title,
                           tags: [ActivitySpan(TerminalText.singleLine(run.event), Palette.quiet)], trail: facts)
    }

    /// Facts read aloud: one phrase, the empty ones left out.
    private static func spoken(_ facts: [String?]) -> String {
        facts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// "45s", "3m 12s", "1h 4m".
    static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole)s" }
        if whole < 3_600 { return "\(whole / 60)m \(whole % 60)s" }
        return "\(whole / 3_600)h \(whole % 3_600 / 60)m"
    }

    /// A label in its own colour where the terminal has it, its text dark or light to read on it.
    static func style(ofLabel color: String?) -> Style {
        guard let color = color.flatMap(HexColor.init) else { return Style(attributes: [.reverse]) }
        return Style(foreground: color.isLight ? .indexed(16) : .indexed(231), background: .indexed(color.xterm256),
                     monochrome: [.reverse])
    }
}
