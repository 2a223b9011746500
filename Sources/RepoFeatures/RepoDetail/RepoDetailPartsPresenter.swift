import Foundation
import RepoCore
import TerminalUI

/// The detail's parts as lines: the latest release, the year's commits, the top contributors
/// and the languages, each saying how far its load has come when it has nothing to show.
/// Pure; nothing when the state has no parts (the split view's preview).
enum RepoDetailPartsPresenter {
    static func lines(_ state: RepoDetail.State, context: PresentationContext) -> [RepoDetail.Line] {
        guard !state.parts.isEmpty else { return [] }
        var lines: [RepoDetail.Line] = [.blank, .rule("Activity")]
        if let note = budgetNote(state, context: context) { lines.append(.paragraph(note, missing: true)) }
        lines.append(release(state.parts[.latestRelease], context: context))
        switch state.parts[.participation] {
        case .shown(.participation(let weeks?))? where context.accessible:
            // A sparkline is read as a run of symbols: its numbers, in words.
            lines.append(.field(label: "Commits", value: SpokenNumbers.participation(weeks), missing: false))
        case .shown(.participation(let weeks?))?:
            lines.append(.participation(weeks))
        case let other:
            lines.append(waiting("Commits", other))
        }
        lines.append(contributors(state.parts[.contributors]))
        if case .shown(.languages(let languages))? = state.parts[.languages] {
            let named = languages.map { (name: TerminalText.singleLine($0.name), weight: $0.bytes) }
            lines.append(languages.isEmpty
                ? .field(label: "Languages", value: "none detected", missing: true)
                : context.accessible ? .field(label: "Languages", value: SpokenNumbers.shares(named), missing: false)
                : .languages(languages.map { .init(name: TerminalText.singleLine($0.name), bytes: $0.bytes) }))
        } else {
            lines.append(waiting("Languages", state.parts[.languages]))
        }
        return lines
    }

    /// The open pull requests, when known: GitHub's open-issue count includes them.
    static func openPullRequests(_ state: RepoDetail.State) -> Int? {
        guard case .shown(.openPullRequests(let count))? = state.parts[.openPullRequests] else { return nil }
        return count
    }

    /// "Open issues" and "Pull requests" apart once the pull requests are counted; until then
    /// (or in the preview) GitHub's one number, said to include them.
    static func issueLines(_ state: RepoDetail.State) -> [RepoDetail.Line] {
        let openIssues = state.repository.openIssuesCount
        guard let pulls = openPullRequests(state) else {
            let value = openIssues == 0 ? "0" : "\(openIssues) with pull requests"
            let issues = RepoDetail.Line.field(label: "Open issues", value: value, missing: false)
            return state.parts.isEmpty ? [issues] : [issues, waiting("Pull requests", state.parts[.openPullRequests])]
        }
        return [.field(label: "Open issues", value: String(max(0, openIssues - pulls)), missing: false),
                .field(label: "Pull requests", value: "\(pulls) open", missing: false)]
    }

    private static func release(_ part: RepoDetail.Part?, context: PresentationContext) -> RepoDetail.Line {
        guard case .shown(.latestRelease(let release))? = part else { return waiting("Latest release", part) }
        guard let release else { return .field(label: "Latest release", value: "no releases", missing: true) }
        var value = TerminalText.singleLine(release.tag)
        if let name = release.name.map(TerminalText.singleLine), !name.isEmpty, name != value { value += " · " + name }
        if let date = release.publishedAt {
            value += " · \(RelativeTime.describe(date, now: context.now)) (\(context.dates.dateTime(date)))"
        }
        return .field(label: "Latest release", value: value, missing: false)
    }

    private static func contributors(_ part: RepoDetail.Part?) -> RepoDetail.Line {
        guard case .shown(.contributors(let people))? = part else { return waiting("Contributors", part) }
        guard !people.isEmpty else { return .field(label: "Contributors", value: "none", missing: true) }
        let value = people.map { "\(TerminalText.singleLine($0.login)) \(CompactNumber.format($0.contributions))" }
            .joined(separator: " · ")
        return .field(label: "Contributors", value: value, missing: false)
    }

    /// What a part without a value says instead.
    static func waiting(_ label: String, _ part: RepoDetail.Part?) -> RepoDetail.Line {
        let text: String = switch part {
        case .loading?, nil: "loading…"
        case .computing(askingAgain: true)?: "GitHub is computing these — asking again shortly"
        case .computing(askingAgain: false)?: "GitHub is still computing these — open the repository again later"
        case .failed(let error)?: "unavailable: \(TerminalText.sanitize(error.userMessage))"
        case .notCached?: "not cached — run without --offline to fetch it"
        case .skipped?: "not fetched (API budget low)"
        case .shown?: "—"
        }
        return .field(label: label, value: text, missing: true)
    }

    /// Why the parts were not asked of GitHub, when the budget was the reason.
    private static func budgetNote(_ state: RepoDetail.State, context: PresentationContext) -> String? {
        guard state.network == .online, let budget = state.budget, budget.isLow else { return nil }
        let resets = budget.resetAt.map { " until " + context.dates.clockTime($0, now: context.now) } ?? ""
        return "GitHub's API budget is low (\(budget.remaining) of \(budget.limit) left\(resets)): "
            + "only the repository and its README were fetched; the rest is as cached."
    }
}
