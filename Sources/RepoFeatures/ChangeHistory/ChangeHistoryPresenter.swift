import Foundation
import RepoCore
import TerminalUI

/// The journal as lines: "5  2 minutes ago  add topic cli — 3 repositories", then each
/// repository's "mona/x  cli → cli, demo". Names and values are sanitised. Pure.
enum ChangeHistoryPresenter {
    /// One line per batch and per repository (so the highlight is a line), cut to `width` with `…`.
    static func viewModel(_ state: ChangeHistory.State, now: Date, width: Int) -> ChangeHistory.ViewModel {
        let hints = ChangeHistoryKeyMap.bindings.hints()
        guard let entries = state.entries else {
            return ChangeHistory.ViewModel(lines: [OverlayLine(text: "reading the journal…", style: Palette.label)], highlighted: nil,
                                           box: state.scrolling.box, status: StatusLine(message: "", hints: hints))
        }
        guard !entries.isEmpty else {
            return ChangeHistory.ViewModel(
                lines: [OverlayLine(text: "no changes applied yet — A changes repositories, and each change is kept here",
                                    style: Palette.label)],
                highlighted: nil, box: state.scrolling.box, status: StatusLine(message: "", hints: hints))
        }
        let lines = ChangeHistoryInteractor.lines(of: entries).map { journalLine in
            var shown = line(for: journalLine, entries, now: now)
            shown.text = DisplayWidth.truncate(shown.text, to: max(1, width))
            return shown
        }
        let message = state.problem ?? "u takes a batch (or one change) back, after its plan"
        return ChangeHistory.ViewModel(lines: lines, highlighted: state.highlighted, box: state.scrolling.box,
                                       status: StatusLine(message: message, tone: state.problem == nil ? .normal : .warning, hints: hints))
    }

    private static func line(for line: ChangeHistory.Line, _ entries: [JournalEntry], now: Date) -> OverlayLine {
        switch line {
        case .batch(let batch):
            let rows = entries.filter { $0.batch == batch }
            let first = rows[0]
            var text = "\(batch)  \(RelativeTime.describe(first.time, now: now))  \(clean(first.change.title)) — "
                + (rows.count == 1 ? clean(first.fullName) : "\(rows.count) repositories")
            if let undoes = first.undoes { text += "  (takes back \(undoes))" }
            if let by = ChangeHistoryInteractor.undoneBy(batch, in: entries) {
                text += "  · taken back by \(by)"
                return OverlayLine(text: text, style: Palette.label)
            }
            if rows.allSatisfy({ $0.undo == nil }) { text += "  · cannot be undone" }
            return OverlayLine(text: text, style: Palette.overlayTitle)
        case .entry(let index):
            let entry = entries[index]
            let undoable = entry.undo == nil ? "  (cannot be undone)" : ""
            return OverlayLine(text: "    \(clean(entry.fullName))  \(clean(entry.before)) → \(clean(entry.after))\(undoable)",
                               style: Palette.overlay)
        }
    }

    private static func clean(_ text: String) -> String { TerminalText.singleLine(text) }
}
