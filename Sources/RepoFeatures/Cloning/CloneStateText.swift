import Foundation
import RepoCore
import TerminalUI

/// A clone's state in words: the CLONE column's cell (the most pressing fact first) and the
/// detail's lines.
enum CloneStateText {
    /// "" not cloned; "·" cloned, git not heard from yet; else the state, the first that holds
    /// of: unreadable, detached, dirty (and how far from its upstream), ahead/behind, no
    /// upstream, on another branch than the default, clean.
    static func cell(for repository: Repository, in context: ColumnContext) -> String {
        guard context.cloned.contains(repository.id) else { return "" }
        guard let state = context.cloneStates[repository.id] else { return "·" }
        return cell(state, defaultBranch: repository.defaultBranch)
    }

    static func cell(_ state: CloneState, defaultBranch: String?) -> String {
        guard let facts = state.facts else { return "unreadable" }
        if facts.isDetached { return "detached" }
        let distance = [facts.ahead > 0 ? "↑\(facts.ahead)" : nil, facts.behind > 0 ? "↓\(facts.behind)" : nil]
            .compactMap { $0 }.joined(separator: " ")
        if facts.isDirty { return distance.isEmpty ? "dirty" : "dirty " + distance }
        if !distance.isEmpty { return distance }
        if facts.upstream == nil { return "no upstream" }
        if facts.isOnAnotherBranch(than: defaultBranch), let branch = facts.branch {
            return "on " + TerminalText.singleLine(branch)
        }
        return "clean"
    }

    /// The detail's Clone section, as labels and values: where, which branch, how far from its
    /// upstream as of when it last fetched, what is uncommitted.
    static func fields(_ state: CloneState, defaultBranch: String?, now: Date) -> [(label: String, value: String)] {
        var fields = [(label: "Path", value: TerminalText.singleLine(state.path))]
        guard let facts = state.facts else {
            if case .unreadable(let why) = state.status { fields.append(("Git", "cannot read it: " + TerminalText.singleLine(why))) }
            return fields
        }
        if let branch = facts.branch.map(TerminalText.singleLine) {
            let other = facts.isOnAnotherBranch(than: defaultBranch) ? " (the default is \(TerminalText.singleLine(defaultBranch ?? "")))" : ""
            fields.append(("Branch", branch + other))
        } else {
            fields.append(("Branch", "none: HEAD is detached"))
        }
        if let upstream = facts.upstream.map(TerminalText.singleLine) {
            fields.append(("Upstream", "\(upstream), \(distance(facts))"))
            fields.append(("Fetched", facts.lastFetch.map { RelativeTime.describe($0, now: now) } ?? "not since cloned"))
        } else if facts.branch != nil {
            fields.append(("Upstream", "none"))
        }
        fields.append(("Changes", facts.changes == 0 ? "none" : "\(facts.changes) \(facts.changes == 1 ? "path" : "paths") uncommitted"))
        if let commit = state.lastCommit {
            fields.append(("Last commit", "\(RelativeTime.describe(commit.date, now: now)) by \(TerminalText.singleLine(commit.author)): "
                + TerminalText.singleLine(commit.subject)))
        }
        return fields
    }

    /// How far the branch is from its upstream: "up to date", "3 behind", "diverged: 1 ahead, 2 behind".
    static func distance(_ facts: CloneFacts) -> String {
        switch (facts.ahead, facts.behind) {
        case (0, 0): "up to date"
        case (let ahead, 0): "\(ahead) ahead"
        case (0, let behind): "\(behind) behind"
        case (let ahead, let behind): "diverged: \(ahead) ahead, \(behind) behind"
        }
    }
}
