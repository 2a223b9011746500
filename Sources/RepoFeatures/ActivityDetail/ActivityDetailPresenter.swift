import Foundation
import MarkdownText
import RepoCore
import TerminalUI

/// The reading screen as the detail's lines, laid out by the detail's renderer: a heading, what
/// it is in one line, then the description and each comment under a rule naming its author and
/// age (Markdown, as the README) — or each job under a rule and its steps. Pure.
enum ActivityDetailPresenter {
    static func viewModel(_ state: ActivityDetail.State, context: PresentationContext) -> ActivityDetail.ViewModel {
        let (message, tone) = ActivityListPresenter.status(state.list, network: state.network)
        return ActivityDetail.ViewModel(title: title(of: state.subject), source: source(state, context: context), scroll: state.scroll,
                                        status: StatusLine(message: message, tone: tone, hints: ActivityDetailKeyMap.bindings.hints()))
    }

    static func source(_ state: ActivityDetail.State, context: PresentationContext) -> ActivityDetail.Source {
        ActivityDetail.Source(repository: state.repository, subject: state.subject, list: state.list, now: context.now,
                              accessible: context.accessible)
    }

    /// The header's text: `#42`, or the run's workflow and number.
    static func title(of subject: ActivityDetail.Subject) -> String {
        switch subject {
        case .issue(let issue): "#\(issue.number)"
        case .pullRequest(let pull, _): "#\(pull.number)"
        case .run(let run): TerminalText.singleLine(run.workflow) + " #\(run.runNumber)"
        }
    }

    /// The lines of `source`; the time and the accessible mode are the source's own.
    static func lines(_ state: ActivityDetail.Source) -> [RepoDetail.Line] {
        let context = PresentationContext(now: state.now, timeZone: .current, accessible: state.accessible)
        let links = LinkBase(repositoryURL: state.repository.htmlURL, branch: state.repository.defaultBranch ?? "HEAD", path: "README.md")
        var lines: [RepoDetail.Line]
        switch state.subject {
        case .issue(let issue):
            let about = ["#\(issue.number)", issue.state, "opened " + age(issue.createdAt, context) + " by " + author(issue.author),
                         issue.comments == 0 ? nil : "\(issue.comments) \(issue.comments == 1 ? "comment" : "comments")"]
            lines = [.heading(TerminalText.singleLine(issue.title)), .paragraph(about.compactMap { $0 }.joined(separator: " · "), missing: true)]
            if !issue.labels.isEmpty {
                lines.append(.paragraph("labels: " + issue.labels.map { TerminalText.singleLine($0.name) }.joined(separator: ", "), missing: true))
            }
            lines += description(issue.body, links: links)
        case .pullRequest(let pull, let status):
            let state = pull.mergedAt != nil ? "merged" : pull.isDraft ? "draft" : pull.state
            let about = ["#\(pull.number)", state,
                         author(pull.author) + " wants to merge " + TerminalText.singleLine(pull.head) + " into " + TerminalText.singleLine(pull.base),
                         "opened " + age(pull.createdAt, context)]
            lines = [.heading(TerminalText.singleLine(pull.title)), .paragraph(about.joined(separator: " · "), missing: true)]
            // As its row said it: the review decision, then the checks (a glyph before their words).
            if let status {
                let checks = status.checks.map { checks -> String in
                    let mark = PullStatusMarks.checks(checks)
                    return context.accessible || checks.verdict == .none ? mark.word : mark.shown + " " + mark.word
                }
                let said = [status.review.flatMap(PullStatusMarks.review)?.word, checks].compactMap { $0 }
                if !said.isEmpty { lines.append(.paragraph(said.joined(separator: " · "), missing: true)) }
            }
            lines += description(pull.body, links: links)
        case .run(let run):
            let mark = ConclusionMark(status: run.status, conclusion: run.conclusion)
            let about = [context.accessible ? mark.word : mark.glyph + " " + mark.word, "run \(run.runNumber)",
                         TerminalText.singleLine(run.event) + (run.branch.map { " on " + TerminalText.singleLine($0) } ?? ""),
                         run.duration.map(ActivityListPresenter.duration), "started " + age(run.startedAt, context)]
            lines = [.heading(TerminalText.singleLine(run.workflow) + " · " + TerminalText.singleLine(run.title)),
                     .paragraph(about.compactMap { $0 }.joined(separator: " · "), missing: true)]
        }
        switch state.list.items {
        case .comments(let comments):
            for comment in comments {
                lines += [.blank, .rule(author(comment.author) + " · " + age(comment.createdAt, context))]
                lines.append(comment.body.allSatisfy(\.isWhitespace) ? .paragraph("(empty)", missing: true) : .markdown(comment.body, links: links))
            }
        case .jobs(let jobs):
            for job in jobs { lines += self.job(job, context: context) }
        case .issues, .pullRequests, .runs, .reviews, .checkRuns, .statuses:
            break
        }
        return lines + progress(state.list)
    }

    private static func description(_ body: String?, links: LinkBase?) -> [RepoDetail.Line] {
        guard let body, !body.allSatisfy(\.isWhitespace) else { return [.blank, .paragraph("No description provided.", missing: true)] }
        return [.blank, .markdown(body, links: links)]
    }

    private static func job(_ job: JobSummary, context: PresentationContext) -> [RepoDetail.Line] {
        let mark = ConclusionMark(status: job.status, conclusion: job.conclusion)
        let took = seconds(from: job.startedAt, to: job.completedAt).map { " · " + ActivityListPresenter.duration($0) } ?? ""
        return [.blank, .rule(mark.text(spoken: context.accessible) + " " + TerminalText.singleLine(job.name) + took)]
            + job.steps.map { step in
                let mark = ConclusionMark(status: step.status, conclusion: step.conclusion)
                let took = seconds(from: step.startedAt, to: step.completedAt).map { "  " + ActivityListPresenter.duration($0) } ?? ""
                return .paragraph(mark.text(spoken: context.accessible) + " " + TerminalText.singleLine(step.name) + took, missing: false)
            }
    }

    /// What the pages are doing, under the last comment or job.
    private static func progress(_ list: RepoDetail.ActivityList) -> [RepoDetail.Line] {
        let noun = list.query.kind == .jobs ? "jobs" : "comments"
        let line: String? = switch (list.load, list.more) {
        case (.loading, _): "loading \(noun)…"
        case (.failed(let error), _): "\(noun) unavailable: \(TerminalText.sanitize(error.userMessage))"
        case (.notCached, _): "\(noun) not cached — run without --offline to fetch them"
        case (.skipped, _): "\(noun) not asked for: under a tenth of the API budget is left"
        case (.shown, .loading): "loading more \(noun)…"
        case (.shown, .failed(let error)): "could not load more \(noun): \(TerminalText.sanitize(error.userMessage))"
        case (.shown, .notCached): "no more \(noun) cached — run without --offline to fetch the rest"
        case (.shown, .idle): nil
        }
        return line.map { [.blank, .paragraph($0, missing: true)] } ?? []
    }

    private static func author(_ login: String?) -> String { login.map(TerminalText.singleLine) ?? "ghost" }

    private static func age(_ date: Date?, _ context: PresentationContext) -> String {
        date.map { RelativeTime.describe($0, now: context.now) } ?? "at an unknown time"
    }

    private static func seconds(from start: Date?, to end: Date?) -> TimeInterval? {
        guard let start, let end, end >= start else { return nil }
        return end.timeIntervalSince(start)
    }
}
