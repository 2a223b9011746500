import Foundation
import GitHubEmoji
import MarkdownText
import RepoCore
import TerminalUI

/// Every fact about a repository as labelled, display-ready lines. Pure: the time comes in
/// with the context; null fields become a quiet "—", never "nil".
enum RepoDetailPresenter {
    static let missing = "—"

    /// `clone`: what git says of the repository's clone on disk, when the list knows (it keeps
    /// asking; the detail shows the latest).
    static func viewModel(_ state: RepoDetail.State, clone: CloneState? = nil, context: PresentationContext) -> RepoDetail.ViewModel {
        if let kind = state.tab.kind, let list = state.lists[kind] {
            let (message, tone) = ActivityListPresenter.status(list, network: state.network)
            var status = StatusLine(message: message, tone: tone, hints: RepoDetailKeyMap.listHints(context.keys))
            if let editor = state.prompt {
                status.hints = context.keys.prompt(.filter).hints()
                status.prompt = PromptLine(label: "/", text: TerminalText.sanitize(editor.text), cursor: editor.cursor,
                                           problem: ActivityFilter(editor.text, kind: kind).problems.first.map { TerminalText.sanitize($0) },
                                           suggestions: nil)
            }
            return RepoDetail.ViewModel(
                title: TerminalText.singleLine(state.repository.fullName), lines: [], scroll: 0,
                status: status,
                activity: ActivityListPresenter.viewModel(list, of: state.repository, pulls: state.pulls.known, context: context))
        }
        let hints = context.keys.detail.hints()
        let status: StatusLine
        switch state.phase {
        case .updating:
            status = StatusLine(message: "updating…", tone: .busy, hints: hints)
        case .current:
            status = StatusLine(message: "", hints: hints)
        case .updateFailed(let error):
            status = StatusLine(message: "could not update: \(TerminalText.sanitize(error.userMessage))",
                                tone: .warning, hints: hints)
        case .offline where LocalOnlyRow.isLocalOnly(state.repository.id):
            status = StatusLine(message: "local only — what git says of it, nothing asked of GitHub", hints: hints)
        case .offline:
            status = StatusLine(message: "offline — not checked with GitHub", tone: .warning, hints: hints)
        }
        return RepoDetail.ViewModel(
            title: TerminalText.singleLine(state.repository.fullName),
            lines: content(state, clone: clone, context: context),
            scroll: state.scroll,
            status: status)
    }

    /// What the repository is and whether it is alive, then the README when the state has one —
    /// people open a repository to read about it —, then the facts one looks up (issue 32, item 5).
    static func content(_ state: RepoDetail.State, clone: CloneState? = nil, context: PresentationContext) -> [RepoDetail.Line] {
        // A clone the list does not hold: GitHub has nothing to say of it, git does.
        if LocalOnlyRow.isLocalOnly(state.repository.id) {
            return [.heading(TerminalText.singleLine(state.repository.fullName)),
                    .paragraph(TerminalText.singleLine(state.repository.description ?? ""), missing: true)]
                + cloneLines(clone, of: state.repository, now: context.now)
        }
        if state.awaitsFirstCopy {
            let why: String = switch state.phase {
            case .updateFailed(let error): "could not load it: \(TerminalText.sanitize(error.userMessage))"
            case .offline where state.awaiting == nil || state.awaiting != .repository: "not cached — run without --offline to fetch it"
            default: "loading…"
            }
            return [.heading(TerminalText.singleLine(state.repository.fullName)), .paragraph(why, missing: true)]
        }
        var extras = Extras()
        extras.star = state.star.map { [.field(label: "Your star", value: $0.text.value, missing: $0.text.missing)] } ?? []
        extras.issues = RepoDetailPartsPresenter.issueLines(state)
        extras.activity = RepoDetailPartsPresenter.lines(state, context: context)
        extras.parentKey = context.keys.detail.first { $0.name == "parent" }?.keys.first?.label
        return lines(for: state.repository, now: context.now, dates: context.dates, extras: extras)
            + cloneLines(clone, of: state.repository, now: context.now)
            + readmeLines(state.readme, of: state.repository)
            + referenceLines(for: state.repository, facts: state.repository.facts)
    }

    /// What the detail adds to a repository's own facts, each in its place.
    struct Extras {
        /// Under the stars: whether you starred it.
        var star: [RepoDetail.Line] = []
        /// In place of GitHub's one open-issue count.
        var issues: [RepoDetail.Line]?
        /// At the end of the summary, after the dates.
        var activity: [RepoDetail.Line] = []
        /// The key that opens a fork's parent, said beside it.
        var parentKey: String?
    }

    /// The README between the summary and the reference facts: its Markdown (or, for `.rst`,
    /// `.txt` …, its text), or why there is none to show.
    static func readmeLines(_ readme: RepoDetail.Readme?, of repository: RepoCore.Repository) -> [RepoDetail.Line] {
        guard let readme else { return [] }
        let body: RepoDetail.Line = switch readme {
        case .loading: .paragraph("loading README…", missing: true)
        case .file(let file) where file.text.allSatisfy(\.isWhitespace): .paragraph("empty README", missing: true)
        case .file(let file) where file.isMarkdown: .markdown(file.text, links: linkBase(of: file, in: repository))
        case .file(let file): .plainText(file.text)
        case .none: .paragraph("no README", missing: true)
        case .notCached: .paragraph("README not cached — run without --offline to fetch it", missing: true)
        case .unavailable(let error):
            .paragraph("README unavailable: \(TerminalText.sanitize(error.userMessage))", missing: true)
        }
        return [.blank, .rule("README"), body]
    }

    /// Where the README's relative links point: its folder on the default branch (`HEAD`, which
    /// GitHub resolves to it, when the branch is not known); a README sent without its path
    /// is taken for `README.md` at the top.
    static func linkBase(of file: ReadmeFile, in repository: RepoCore.Repository) -> LinkBase? {
        LinkBase(repositoryURL: repository.htmlURL, branch: repository.defaultBranch ?? "HEAD", path: file.path ?? "README.md")
    }

    /// What the repository is and whether it is alive: the description, the counts, the licence,
    /// the dates and the activity.
    static func lines(for repo: Repository, now: Date, dates: DateText, extras: Extras = Extras()) -> [RepoDetail.Line] {
        func date(_ label: String, _ value: Date?) -> RepoDetail.Line {
            field(label, value.map { "\(RelativeTime.describe($0, now: now)) (\(dates.dateTime($0)))" })
        }
        let (description, descriptionMissing) = text(repo.description.map(EmojiShortcodes.replacing))
        let flags = [repo.isFork ? "fork" : nil, repo.isArchived ? "archived" : nil, repo.isTemplate ? "template" : nil]
            .compactMap { $0 }
        var lines: [RepoDetail.Line] = [.heading(TerminalText.singleLine(repo.fullName))]
        if !flags.isEmpty { lines.append(.paragraph(flags.joined(separator: " · "), missing: true)) }
        lines += [.paragraph(description, missing: descriptionMissing)]
        if let parent = repo.facts?.parentFullName {
            lines.append(field("Forked from", extras.parentKey.map { "\(parent) — \($0) opens it" } ?? parent))
        }
        if let template = repo.facts?.templateFullName { lines.append(field("From template", template)) }
        lines += [
            .blank,
            field("Language", repo.language),
            field("Stars", String(repo.stargazersCount)),
        ]
        lines += extras.star
        lines += [
            field("Forks", String(repo.forksCount)),
            // A listing's `watchers_count` repeats the stars; watchers are the repository page's
            // `subscribers_count`, unknown (—) until that page was fetched.
            field("Watchers", repo.facts?.subscribersCount.map(String.init)),
        ]
        lines += extras.issues ?? [field("Open issues", String(repo.openIssuesCount))]
        lines += [
            field("License", repo.license.map { $0.spdxID.flatMap { $0 == "NOASSERTION" ? nil : $0 } ?? $0.name }),
            field("Topics", repo.topics.isEmpty ? nil : repo.topics.joined(separator: ", ")),
            field("Homepage", repo.homepage),
            date("Pushed", repo.pushedAt),
            date("Updated", repo.updatedAt),
            date("Created", repo.createdAt),
        ]
        return lines + extras.activity
    }

    /// The facts one looks up rather than reads: branch, size, addresses, IDs and flags, and
    /// what only the repository's own page says ("—" until it was fetched, as in the preview).
    static func referenceLines(for repo: Repository, facts: RepositoryFacts?) -> [RepoDetail.Line] {
        func flag(_ value: Bool) -> String { value ? "yes" : "no" }
        let features = [(facts?.hasIssues, "issues"), (facts?.hasWiki, "wiki"), (facts?.hasDiscussions, "discussions")]
        let known = features.contains { $0.0 != nil }
        let on = features.compactMap { $0.0 == true ? $0.1 : nil }
        return [
            .blank,
            .rule("Reference"),
            field("Default branch", repo.defaultBranch),
            field("Size", ByteSize.describe(kilobytes: repo.sizeKB)),
            field("Visibility", facts?.visibility),
            field("Network", facts?.networkCount.map(String.init)),
            field("Features", known ? (on.isEmpty ? "none" : on.joined(separator: " · ")) : nil),
            field("Web", repo.htmlURL),
            field("Clone", repo.cloneURL),
            field("SSH", repo.sshURL),
            field("Git", repo.gitURL),
            field("Owner", repo.owner.login),
            field("Avatar", repo.owner.avatarURL),
            field("ID", String(repo.id.rawValue)),
            field("Fork", flag(repo.isFork)),
            field("Archived", flag(repo.isArchived)),
            field("Template", flag(repo.isTemplate)),
        ]
    }

    /// A value as shown: whitespace alone is no value.
    private static func text(_ value: String?) -> (String, Bool) {
        guard let shown = value.map(TerminalText.singleLine), !shown.isEmpty else { return (missing, true) }
        return (shown, false)
    }

    /// The clone on disk (issue 27): none when there is none, or the list has not looked.
    static func cloneLines(_ clone: CloneState?, of repository: Repository, now: Date) -> [RepoDetail.Line] {
        guard let clone else { return [] }
        return [.blank, .rule("Clone")]
            + CloneStateText.fields(clone, defaultBranch: repository.defaultBranch, now: now).map { field($0.label, $0.value) }
    }

    private static func field(_ label: String, _ value: String?) -> RepoDetail.Line {
        let (shown, isMissing) = text(value)
        return .field(label: label, value: shown, missing: isMissing)
    }
}
