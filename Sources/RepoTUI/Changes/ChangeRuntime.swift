import Foundation
import GitHubAPI
import RepoCore

/// What the screen's bulk changes reach: GitHub's writes and the journal. Without a journal
/// (`--no-cache`) nothing is applied — no change without the record to undo it from.
struct ChangeRuntime: Sendable {
    let client: GitHubClient
    let journal: ChangeJournal?
    var pause: Duration = .seconds(1)

    func compareForks(_ repositories: [Repository]) async -> [RepoID: ForkComparison] {
        await ForkStanding(client: client).compare(repositories)
    }

    /// One change as part of `batch` (nil: the journal's next number). The write runs in a task
    /// of its own, so a screen closed meanwhile cannot cut it off between GitHub's answer and
    /// the journal's line.
    func apply(_ item: ChangeItem, batch: Int?) async -> (outcome: ChangeOutcome, batch: Int) {
        guard let journal else {
            return (.failed("not applied: --no-cache keeps no journal to undo it from"), batch ?? 0)
        }
        let batch = batch ?? journal.nextBatch()
        let applier = ChangeApplier(client: client, journal: journal, pause: pause)
        let outcome = await Task { await applier.applyOne(item, batch: batch) }.value
        return (outcome, batch)
    }
}
