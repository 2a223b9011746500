import RepoCore
import TerminalUI

/// The bulk change as lines of a box: the menu, the plan (before → after, skipped and why, the
/// cost, what cannot be undone), then each row's end as GitHub answers. Every name and value
/// came from a stranger and is sanitised here. Pure.
enum BulkChangePresenter {
    /// Lines wider than `width` wrap under their text, the repository's name column kept clear.
    static func viewModel(_ state: BulkChange.State, width: Int) -> BulkChange.ViewModel {
        var highlighted: Int?
        let lines: [OverlayLine]
        switch state.phase {
        case .menu, .value:
            lines = menuLines(state, width: width)
            highlighted = menuHeader + state.highlighted
        case .comparing:
            lines = [line("asking GitHub how each fork stands against its upstream…", Palette.label)]
        case .planned(let plan):
            lines = planLines(plan, state, width: width)
        case .applying(let plan, let outcomes, _, _), .finished(let plan, let outcomes, _):
            lines = progressLines(plan, outcomes: outcomes, state, width: width)
        }
        return BulkChange.ViewModel(title: " change \(sanitised(state.targetWords)) ", lines: lines, highlighted: highlighted,
                                    box: state.scrolling.box, status: status(state))
    }

    /// The menu's first lines before its choices.
    static let menuHeader = 2

    private static func menuLines(_ state: BulkChange.State, width: Int) -> [OverlayLine] {
        let names = state.targets.prefix(3).map { sanitised($0.fullName) }.joined(separator: ", ")
            + (state.targets.count > 3 ? ", …" : "")
        return [line(DisplayWidth.truncate(names, to: max(1, width)), Palette.label), line("", Palette.overlay)]
            + BulkChangeMenu.choices.enumerated().map { index, choice in
                // The marker reads without colour (and in a screen reader's line).
                line((index == state.highlighted ? "› " : "  ") + BulkChangeMenu.title(choice),
                     choice == .delete ? Palette.error : Palette.overlay)
            }
    }

    private static func planLines(_ plan: ChangePlan, _ state: BulkChange.State, width: Int) -> [OverlayLine] {
        let changing = plan.changing, skipped = plan.skipped
        let nameWidth = nameWidth(plan)
        var lines = [line("\(sanitised(plan.change.title)) — \(count(changing.count)) of \(plan.rows.count)", Palette.overlayTitle),
                     line("", Palette.overlay)]
        for row in changing {
            guard case .change(let before, let after) = row.verdict else { continue }
            lines += wrapped(name(row.repository, nameWidth), sanitised(before) + " → " + sanitised(after), Palette.overlay, width: width)
        }
        if !skipped.isEmpty {
            if !changing.isEmpty { lines.append(line("", Palette.overlay)) }
            lines.append(line("skipped (\(skipped.count)):", Palette.label))
            for row in skipped {
                guard case .skip(let reason) = row.verdict else { continue }
                lines += wrapped(name(row.repository, nameWidth), sanitised(reason), Palette.label, width: width)
            }
        }
        lines.append(line("", Palette.overlay))
        lines.append(line(cost(plan), plan.exceedsBudget ? Palette.error : Palette.label))
        if !plan.change.isUndoable, !changing.isEmpty {
            lines.append(line(plan.change == .delete ? "Deleting cannot be undone." : "This cannot be undone by repotui.",
                              Palette.error))
        }
        return lines
    }

    private static func progressLines(_ plan: ChangePlan, outcomes: [ChangeOutcome], _ state: BulkChange.State,
                                      width: Int) -> [OverlayLine] {
        let nameWidth = nameWidth(plan)
        var lines = [line(sanitised(plan.change.title) + " — " + summary(outcomes, total: state.items.count), Palette.overlayTitle),
                     line("", Palette.overlay)]
        for (index, item) in state.items.enumerated() {
            let change = sanitised(item.before) + " → " + sanitised(item.after)
            guard index < outcomes.count else {
                let waiting = isStopped(state) ? "– " : "· "
                lines += wrapped(waiting + name(item.repository, nameWidth), isStopped(state) ? "not applied: stopped" : change,
                                 Palette.label, width: width)
                continue
            }
            switch outcomes[index] {
            case .applied:
                lines += wrapped("✓ " + name(item.repository, nameWidth), change, Palette.overlay, width: width)
            case .skipped(let reason):
                lines += wrapped("– " + name(item.repository, nameWidth), sanitised(reason), Palette.label, width: width)
            case .failed(let reason):
                lines += wrapped("✗ " + name(item.repository, nameWidth), sanitised(reason), Palette.error, width: width)
            }
        }
        return lines
    }

    private static func isStopped(_ state: BulkChange.State) -> Bool {
        if case .finished = state.phase { return true }
        return false
    }

    /// "2 of 5 applied, 1 failed".
    static func summary(_ outcomes: [ChangeOutcome], total: Int) -> String {
        let applied = outcomes.filter { if case .applied = $0 { true } else { false } }.count
        let failed = outcomes.filter { if case .failed = $0 { true } else { false } }.count
        return "\(applied) of \(total) applied" + (failed > 0 ? ", \(failed) failed" : "")
    }

    private static func status(_ state: BulkChange.State) -> StatusLine {
        let hints = BulkChangeKeyMap.hints(for: state.phase)
        switch state.phase {
        case .menu:
            return StatusLine(message: state.problem.map(sanitised) ?? "choose a change", tone: state.problem == nil ? .normal : .warning,
                              hints: hints)
        case .value(let choice):
            let prompt = PromptLine(label: BulkChangeMenu.valueLabel(choice) ?? "", text: sanitised(state.editor.text),
                                    cursor: state.editor.cursor, problem: state.problem.map(sanitised))
            return StatusLine(message: "", hints: [KeyHint("⏎", "plan", priority: 50), KeyHint("Esc", "back", priority: 40)],
                              prompt: prompt)
        case .comparing:
            return StatusLine(message: "comparing forks…", tone: .busy, hints: hints)
        case .planned(let plan):
            if let wanted = plan.confirmation, !state.items.isEmpty {
                let what = state.items.count == 1 ? "its name" : "the count"
                let prompt = PromptLine(label: "type \(what) (\(sanitised(wanted))) to delete: ", text: sanitised(state.editor.text),
                                        cursor: state.editor.cursor, problem: state.problem.map(sanitised))
                return StatusLine(message: "", hints: [KeyHint("⏎", "delete", priority: 50), KeyHint("Esc", "cancel", priority: 40)],
                                  prompt: prompt)
            }
            let message = state.problem ?? (state.items.isEmpty ? "nothing to change" : "Enter applies it to \(count(state.items.count))")
            return StatusLine(message: sanitised(message), tone: state.problem == nil ? .normal : .warning, hints: hints)
        case .applying(_, let outcomes, _, let stopping):
            let message = stopping ? "stopping after the change in flight…"
                : "applying — \(outcomes.count) of \(state.items.count) done"
            return StatusLine(message: message, tone: .busy, hints: hints)
        case .finished(_, let outcomes, let batch):
            var message = summary(outcomes, total: state.items.count)
            if let batch, outcomes.contains(where: { if case .applied = $0 { true } else { false } }) {
                message += " — batch \(batch) in the journal (Z)"
            }
            let failed = outcomes.contains { if case .failed = $0 { true } else { false } }
            return StatusLine(message: message, tone: failed ? .warning : .normal, hints: hints)
        }
    }

    private static func cost(_ plan: ChangePlan) -> String {
        var text = "\(plan.requestCount) request\(plan.requestCount == 1 ? "" : "s")"
        if let remaining = plan.remainingBudget {
            text += " of \(remaining) left this hour"
            if plan.exceedsBudget { text += " — not enough: the rest would wait for the reset" }
        }
        return text
    }

    private static func nameWidth(_ plan: ChangePlan) -> Int {
        min(40, plan.rows.map { DisplayWidth.of(sanitised($0.repository.fullName)) }.max() ?? 0)
    }

    private static func name(_ repository: Repository, _ width: Int) -> String {
        DisplayWidth.fit(sanitised(repository.fullName), to: width) + "  "
    }

    private static func count(_ count: Int) -> String {
        count == 1 ? "1 repository" : "\(count) repositories"
    }

    /// `prefix` then `text`, the text wrapped to `width` under itself (the prefix's width left
    /// blank on the lines after the first); a name column wider than half the box wraps whole.
    static func wrapped(_ prefix: String, _ text: String, _ style: Style, width: Int) -> [OverlayLine] {
        let indent = DisplayWidth.of(prefix)
        guard width > 0 else { return [line(prefix + text, style)] }
        guard indent <= width / 2 else {
            return TextWrap.wrap(prefix + text, width: width).map { line($0, style) }
        }
        let pieces = TextWrap.wrap(text, width: width - indent)
        return pieces.enumerated().map { index, piece in
            line((index == 0 ? prefix : String(repeating: " ", count: indent)) + piece, style)
        }
    }

    private static func line(_ text: String, _ style: Style) -> OverlayLine {
        OverlayLine(text: text, style: style)
    }

    private static func sanitised(_ text: String) -> String {
        TerminalText.singleLine(text)
    }
}
