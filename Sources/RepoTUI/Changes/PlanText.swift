import Foundation
import RepoCore
import RepoFeatures
import TerminalUI

/// A plan and its outcomes as the command line prints them: every name and value sanitised
/// (they come from strangers), what cannot be undone in red when colours are wanted.
struct PlanText {
    let colours: Bool

    static func coloursWanted() -> Bool {
        Terminal.isTerminal(fileDescriptor: STDOUT_FILENO) && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    func lines(_ plan: ChangePlan, listing: Listing, query: String) -> [String] {
        let changing = plan.changing, skipped = plan.skipped
        let shown = query.isEmpty ? "" : " matching \(TerminalText.singleLine(query))"
        var lines = ["\(plan.change.title.sanitised) — \(changing.count) of \(Self.count(plan.rows.count)) "
                     + "in \(listing.owner.rawValue)'s list\(shown)"]
        let padded = { (name: String) in Self.padded(name, width: Self.nameWidth(plan)) }
        for row in changing {
            guard case .change(let before, let after) = row.verdict else { continue }
            lines.append("  " + padded(row.repository.fullName) + before.sanitised + " → " + after.sanitised)
        }
        if !skipped.isEmpty {
            lines.append("skipped (\(skipped.count)):")
            for row in skipped {
                guard case .skip(let reason) = row.verdict else { continue }
                lines.append("  " + padded(row.repository.fullName) + reason.sanitised)
            }
        }
        var cost = "\(plan.requestCount) request\(plan.requestCount == 1 ? "" : "s")"
        if let remaining = plan.remainingBudget {
            cost += "; \(remaining) left this hour"
            if plan.exceedsBudget { cost += " — not enough: the rest would wait for the reset" }
        }
        lines.append(cost)
        if !plan.change.isUndoable, !changing.isEmpty {
            lines.append(red(plan.change == .delete ? "Deleting cannot be undone." : "This cannot be undone by repotui."))
        }
        return lines
    }

    /// `width`: the plan's name column, so the ticks line up under it.
    func outcomeLine(_ item: ChangeItem, _ outcome: ChangeOutcome, width: Int) -> String {
        let name = Self.padded(item.repository.fullName, width: width)
        switch outcome {
        case .applied(let entry, _):
            let renamed = entry.fullName == item.repository.fullName ? "" : " (now \(TerminalText.singleLine(entry.fullName)))"
            return "✓ \(name)\(item.before.sanitised) → \(item.after.sanitised)\(renamed)"
        case .skipped(let reason):
            return "– \(name)\(reason.sanitised)"
        case .failed(let reason):
            return red("✗ \(name)\(reason.sanitised)")
        }
    }

    /// The widest full name of the plan's rows, at most 48 columns.
    static func nameWidth(_ plan: ChangePlan) -> Int {
        min(48, plan.rows.map { DisplayWidth.of(TerminalText.singleLine($0.repository.fullName)) }.max() ?? 0)
    }

    /// The name and the spaces that bring the next column to `width` + 2.
    static func padded(_ name: String, width: Int) -> String {
        let clean = TerminalText.singleLine(name)
        return clean + String(repeating: " ", count: max(2, width + 2 - DisplayWidth.of(clean)))
    }

    /// `{"change": …, "changes": [{"full_name", "before", "after"}], "skipped": [{"full_name",
    /// "reason"}], "requests": N, "remaining": N|null, "undoable": Bool}`.
    static func json(_ plan: ChangePlan) -> String {
        var changes: [[String: Any]] = [], skipped: [[String: Any]] = []
        for row in plan.rows {
            switch row.verdict {
            case .change(let before, let after):
                changes.append(["full_name": row.repository.fullName, "before": before, "after": after])
            case .skip(let reason):
                skipped.append(["full_name": row.repository.fullName, "reason": reason])
            }
        }
        let object: [String: Any] = [
            "change": plan.change.title, "changes": changes, "skipped": skipped, "requests": plan.requestCount,
            "remaining": plan.remainingBudget as Any? ?? NSNull(), "undoable": plan.change.isUndoable,
        ]
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: options)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private func red(_ text: String) -> String {
        colours ? "\u{1B}[31m" + text + "\u{1B}[0m" : text
    }

    private static func count(_ count: Int) -> String {
        count == 1 ? "1 repository" : "\(count) repositories"
    }
}

private extension String {
    var sanitised: String { TerminalText.singleLine(self) }
}
