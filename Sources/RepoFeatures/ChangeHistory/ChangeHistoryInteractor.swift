import RepoCore
import TerminalUI

/// The journal's state machine: read it, move over batches and their rows, ask for an undo.
/// Pure; what is shown is `lines(of:)`, one line per batch and per repository in it.
enum ChangeHistoryInteractor {
    static func reduce(_ state: inout ChangeHistory.State, _ action: ChangeHistory.Action) -> ChangeHistory.Reaction {
        switch action {
        case .load:
            return [.readJournal]
        case .journalRead(let entries):
            state.entries = entries
            state.highlighted = 0
            state.scrolling.box = ScrollBox()
        case .moveHighlight(let delta):
            let count = lines(of: state.entries ?? []).count
            guard count > 0 else { return [] }
            state.highlighted = max(0, min(count - 1, state.highlighted + delta))
            state.scrolling.show(state.highlighted)
            state.problem = nil
        case .undo:
            return undo(&state)
        case .close:
            return .delegate(.close)
        case .box(let action):
            state.scrolling.apply(action)
        }
        return []
    }

    /// Newest batch first; under each, its entries in the order they were applied.
    static func lines(of entries: [JournalEntry]) -> [ChangeHistory.Line] {
        let batches = Array(Set(entries.map(\.batch))).sorted(by: >)
        return batches.flatMap { batch in
            [ChangeHistory.Line.batch(batch)] + entries.indices.filter { entries[$0].batch == batch }.map(ChangeHistory.Line.entry)
        }
    }

    /// The batch that took `batch` back, if one did.
    static func undoneBy(_ batch: Int, in entries: [JournalEntry]) -> Int? {
        entries.first { $0.undoes == batch }?.batch
    }

    private static func undo(_ state: inout ChangeHistory.State) -> ChangeHistory.Reaction {
        guard let entries = state.entries else { return [] }
        let lines = lines(of: entries)
        guard lines.indices.contains(state.highlighted) else { return [] }
        let chosen: [JournalEntry], batch: Int
        switch lines[state.highlighted] {
        case .batch(let number):
            batch = number
            chosen = entries.filter { $0.batch == number }
        case .entry(let index):
            batch = entries[index].batch
            chosen = [entries[index]]
        }
        if let later = undoneBy(batch, in: entries) {
            state.problem = "batch \(batch) was taken back already, by batch \(later)"
            return []
        }
        guard chosen.contains(where: { $0.undo != nil }) else {
            state.problem = "nothing here can be undone: " + (chosen.first.map { $0.change.title } ?? "")
            return []
        }
        return .delegate(.undo(chosen, batch: batch))
    }
}
