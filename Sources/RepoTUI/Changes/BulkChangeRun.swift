import Foundation
import GitHubAPI
import RepoCore
import RepoFeatures
import TerminalUI

/// `repotui OWNER [--filter Q] --archive …` (issue 28): the list settled as the plain output
/// settles it, a plan of the change over the rows it shows, then — confirmed on a terminal or
/// by `--yes` — the change applied one repository at a time, journaled, and the cache updated
/// from GitHub's answers. Exit status: 0 every planned change applied (or none to make),
/// 2 some applied and some failed, 3 none applied; 1 when the list could not be had.
struct BulkChangeRun {
    let session: AppSession
    let client: GitHubClient
    /// nil: no cache directory (`--no-cache`), so nothing to journal in and nothing is applied.
    let journal: ChangeJournal?
    let change: RepoChange
    let options: ChangeOptions
    let json: Bool
    var pause: Duration = .seconds(1)

    @MainActor
    func run() async -> Int32 {
        let store = await session.settledStore()
        guard let list = store.state.firstList else { return 1 }
        if let failure = list.failure, list.known == nil {
            StandardError.write("repotui: \(PlainOutput.message(for: failure, listing: list.listing))")
            return 1
        }
        if let error = list.refreshError {
            // A plan from a stale copy could change what GitHub no longer shows.
            StandardError.write("repotui: \(TerminalText.sanitize(error.userMessage)) — no change is planned from cached data")
            return 1
        }
        let repositories = Array(list.rows)
        if let refusal = ChangePlanner.refusal(of: change, count: repositories.count) {
            StandardError.write("repotui: \(refusal)")
            return 3
        }
        let forks = change == .syncFork ? await ForkStanding(client: client).compare(repositories) : [:]
        let known = list.known?.repositories ?? []
        let plan = ChangePlanner.plan(change, for: repositories, forks: forks, remainingBudget: store.state.apiBudget?.remaining,
                                      namesInUse: Set(known.map { $0.fullName.lowercased() }))
        let text = PlanText(colours: PlanText.coloursWanted())
        if json {
            StandardOutput.print(PlanText.json(plan))
        } else {
            StandardOutput.print(text.lines(plan, listing: list.listing, query: session.filter).joined(separator: "\n"))
        }
        if options.dryRun { return 0 }
        let items = ChangeItem.items(of: plan)
        if items.isEmpty {
            StandardError.write("repotui: nothing to change")
            return 0
        }
        guard let journal else {
            StandardError.write("repotui: no change without the journal to undo it from, and --no-cache keeps none")
            return 3
        }
        guard ChangeConfirmation(yes: options.yes).granted(for: plan) else { return 3 }
        let batch = journal.nextBatch()
        let outcomes = await ChangeApplier(client: client, journal: journal, pause: pause).apply(items, batch: batch) { item, outcome in
            StandardOutput.print(text.outcomeLine(item, outcome, width: PlanText.nameWidth(plan)))
        }
        await session.sync.record(outcomes, of: items, in: list.listing)
        return ChangeSummary(outcomes: outcomes, batch: batch, api: journal.api).report()
    }
}
