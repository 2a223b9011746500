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
        guard case .read(let facts) = state else { return "unreadable" }
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

    /// The detail's lines: where, which branch, how far from its upstream, what changed, when
    /// it last fetched.
    static func lines(_ state: CloneState, path: String?, defaultBranch: String?, now: Date) -> [String] {
        let place = path.map { ["at " + TerminalText.singleLine($0)] } ?? []
        guard case .read(let facts) = state else {
            if case .unreadable(let why) = state { return place + ["git cannot read it: " + TerminalText.singleLine(why)] }
            return place
        }
        var lines = place
        if let branch = facts.branch.map(TerminalText.singleLine) {
            let other = facts.isOnAnotherBranch(than: defaultBranch) ? " (the default is \(TerminalText.singleLine(defaultBranch ?? "")))" : ""
            lines.append("on \(branch)\(other)")
        } else {
            lines.append("HEAD detached")
        }
        if let upstream = facts.upstream.map(TerminalText.singleLine) {
            let fetched = facts.lastFetch.map { "fetched " + RelativeTime.describe($0, now: now) } ?? "not fetched since cloned"
            let distance: String = switch (facts.ahead, facts.behind) {
            case (0, 0): "up to date with \(upstream)"
            case (let ahead, 0): "\(ahead) ahead of \(upstream)"
            case (0, let behind): "\(behind) behind \(upstream)"
            case (let ahead, let behind): "diverged from \(upstream): \(ahead) ahead, \(behind) behind"
            }
            lines.append("\(distance) (\(fetched))")
        } else if facts.branch != nil {
            lines.append("no upstream branch")
        }
        lines.append(facts.changes == 0 ? "nothing to commit" : "\(facts.changes) changed \(facts.changes == 1 ? "path" : "paths"), uncommitted")
        return lines
    }
}
