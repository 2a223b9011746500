import Foundation
import GitHubAPI
import RepoCore
import TerminalUI

/// `repotui --undo` lists the journal's batches; `--undo --batch N [--only owner/name]` takes a
/// batch (or one repository's change in it) back: each change's stored undo applied as a new
/// batch, itself journaled — so an undo can be undone. A deletion and a fork's sync say plainly
/// that they cannot be. Exit status as a change's.
struct UndoRun {
    let client: GitHubClient
    let journal: ChangeJournal
    let options: ChangeOptions
    var pause: Duration = .seconds(1)
    var confirmation: ChangeConfirmation

    func run() async -> Int32 {
        let entries = journal.entries()
        guard let batch = options.batch else {
            list(entries)
            return 0
        }
        let chosen = entries.filter { entry in
            entry.batch == batch && (options.only.map { only in Self.same(entry.fullName, only) } ?? true)
        }
        guard !chosen.isEmpty else {
            StandardError.write("repotui: the journal has no batch \(batch)"
                                + (options.only.map { " change to \(TerminalText.singleLine($0))" } ?? ""))
            return 3
        }
        if let later = entries.first(where: { $0.undoes == batch }) {
            StandardError.write("repotui: batch \(batch) was taken back already, by batch \(later.batch)")
            return 3
        }
        var items: [ChangeItem] = []
        let width = min(48, chosen.map { DisplayWidth.of(TerminalText.singleLine($0.fullName)) }.max() ?? 0)
        for entry in chosen {
            let name = PlanText.padded(entry.fullName, width: width)
            guard let undo = entry.undo else {
                StandardOutput.print("– \(name)\(TerminalText.singleLine(entry.change.title)) cannot be undone")
                continue
            }
            StandardOutput.print("  \(name)\(TerminalText.singleLine(entry.after)) → \(TerminalText.singleLine(entry.before))")
            items.append(ChangeItem(repository: JournalEntry.repository(of: entry), change: undo, before: entry.after,
                                    after: entry.before, undoes: batch, redo: entry.applied, isListed: false))
        }
        guard !items.isEmpty else { return 3 }
        let plan = ChangePlan(change: items[0].change, rows: items.map {
            ChangePlan.Row(repository: $0.repository, verdict: .change(before: $0.before, after: $0.after))
        })
        guard confirmation.granted(for: plan) else { return 3 }
        let next = journal.nextBatch()
        let text = PlanText(colours: PlanText.coloursWanted())
        let outcomes = await ChangeApplier(client: client, journal: journal, pause: pause).apply(items, batch: next) { item, outcome in
            StandardOutput.print(text.outcomeLine(item, outcome, width: PlanText.nameWidth(plan)))
        }
        return ChangeSummary(outcomes: outcomes, batch: next, api: journal.api).report()
    }

    /// One line per batch, newest last: number, time, change, how many, what can be undone.
    private func list(_ entries: [JournalEntry]) {
        guard !entries.isEmpty else {
            StandardOutput.print("no changes applied yet (the journal is \(journal.url.path))")
            return
        }
        let batches = Dictionary(grouping: entries, by: \.batch).sorted { $0.key < $1.key }
        let undone = Dictionary(entries.compactMap { entry in entry.undoes.map { ($0, entry.batch) } }, uniquingKeysWith: { first, _ in first })
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd HH:mm"
        format.locale = Locale(identifier: "en_US_POSIX")
        for (batch, rows) in batches {
            let first = rows[0]
            var line = "\(batch)  \(format.string(from: first.time))  \(TerminalText.singleLine(first.change.title))  "
                + (rows.count == 1 ? TerminalText.singleLine(first.fullName) : "\(rows.count) repositories")
            if let undoes = first.undoes { line += "  (takes back batch \(undoes))" }
            if let by = undone[batch] {
                line += "  — taken back by batch \(by)"
            } else if rows.allSatisfy({ $0.undo == nil }) {
                line += "  — cannot be undone"
            }
            StandardOutput.print(line)
        }
    }

    static func same(_ fullName: String, _ other: String) -> Bool {
        fullName.caseInsensitiveCompare(other) == .orderedSame
    }
}
