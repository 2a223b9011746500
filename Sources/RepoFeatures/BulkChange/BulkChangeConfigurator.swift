import RepoCore

/// Makes the bulk change: over chosen repositories at its menu, or — the journal's undo — at
/// the plan that takes a batch back.
enum BulkChangeConfigurator {
    static func screen(targets: [Repository], words: String, listing: Listing?, budget: APIBudget?,
                       namesInUse: Set<String> = []) -> ConfiguredScreen {
        ConfiguredScreen(.bulkChange(BulkChange.State(targets: targets, targetWords: words, listing: listing,
                                                      budget: budget?.remaining, namesInUse: namesInUse)))
    }

    /// The undo of journal entries: each entry's stored undo, before and after swapped. A
    /// repository a list holds under the entry's name is taken from it (`known`), so GitHub's
    /// answers update that row whole; others are made from the entry.
    static func undo(_ entries: [JournalEntry], batch: Int, known: [RepoID: Repository], budget: APIBudget?) -> ConfiguredScreen {
        let items = entries.compactMap { entry -> ChangeItem? in
            guard let undo = entry.undo else { return nil }
            let listed = known[RepoID(entry.repositoryID)].flatMap { $0.fullName == entry.fullName ? $0 : nil }
            return ChangeItem(repository: listed ?? JournalEntry.repository(of: entry), change: undo, before: entry.after,
                              after: entry.before, undoes: batch, redo: entry.applied, isListed: listed != nil)
        }
        let rows = items.map { ChangePlan.Row(repository: $0.repository, verdict: .change(before: $0.before, after: $0.after)) }
            + entries.filter { $0.undo == nil }.map {
                ChangePlan.Row(repository: JournalEntry.repository(of: $0), verdict: .skip("\($0.change.title): cannot be undone"))
            }
        let plan = ChangePlan(change: items.first?.change ?? .unarchive, rows: rows, remainingBudget: budget?.remaining)
        var state = BulkChange.State(targets: rows.map(\.repository), targetWords: "— undo batch \(batch)", listing: nil,
                                     budget: budget?.remaining)
        state.phase = .planned(plan)
        state.items = items
        return ConfiguredScreen(.bulkChange(state))
    }
}
