import Foundation
import GitHubAPI
import RepoCore

/// Applies changes one at a time with a pause between writes, as GitHub asks of anyone making
/// many `POST`, `PATCH`, `PUT` or `DELETE` requests ("wait at least one second between each"):
/// writes side by side are what trips its secondary rate limit, and a batch of changes gains
/// little from speed and much from every answer being read before the next write. One failure
/// never stops the rest. Each success is appended to the journal before the next write.
struct ChangeApplier: Sendable {
    let client: GitHubClient
    let journal: ChangeJournal
    /// Between two writes; GitHub's guidance is a second.
    var pause: Duration = .seconds(1)
    var now: @Sendable () -> Date = { Date() }

    /// Applies `items` in order as batch `batch`, telling `report` of each as it ends.
    func apply(_ items: [ChangeItem], batch: Int,
               report: @Sendable (ChangeItem, ChangeOutcome) async -> Void = { _, _ in }) async -> [ChangeOutcome] {
        var outcomes: [ChangeOutcome] = []
        for (index, item) in items.enumerated() {
            if Task.isCancelled {
                outcomes.append(.skipped("not applied: stopped"))
                continue
            }
            if index > 0, pause > .zero { try? await Task.sleep(for: pause) }
            let outcome = await applyOne(item, batch: batch)
            outcomes.append(outcome)
            await report(item, outcome)
        }
        return outcomes
    }

    func applyOne(_ item: ChangeItem, batch: Int) async -> ChangeOutcome {
        let repository = item.repository
        let whole = item.change.whole(for: repository)
        var undo = item.undoes == nil ? item.change.undo(for: repository) : item.redo
        let answer: Repository?
        do throws(GitHubError) {
            if case .feature(let feature, let enabled) = item.change {
                let states = try await client.featureSwitches(owner: repository.owner.login, name: repository.name)
                if states[feature] == enabled { return .skipped("\(feature.rawValue) already \(enabled ? "on" : "off")") }
                if item.undoes == nil, states[feature] == nil { undo = nil }
            }
            answer = try await perform(whole, on: repository, isListed: item.isListed)
        } catch {
            return .failed(Self.words(for: error))
        }
        let entry = JournalEntry(
            batch: batch, time: now(), repositoryID: repository.id.rawValue,
            fullName: answer?.fullName ?? repository.fullName, change: item.change, applied: whole, undo: undo,
            before: item.before, after: item.after, undoes: item.undoes)
        do {
            try journal.append(entry)
        } catch {
            return .failed("applied, but \(error) — it cannot be undone from repotui")
        }
        return .applied(entry, answer)
    }

    /// The request that makes `change`; the repository after it, as far as GitHub says.
    private func perform(_ change: RepoChange, on repository: Repository, isListed: Bool) async throws(GitHubError) -> Repository? {
        let (owner, name) = (repository.owner.login, repository.name)
        func patch(_ fields: RepositoryFields) async throws(GitHubError) -> Repository {
            try await client.updateRepository(owner: owner, name: name, fields: fields)
        }
        switch change {
        case .archive: return try await patch(RepositoryFields(archived: true))
        case .unarchive: return try await patch(RepositoryFields(archived: false))
        case .visibility(let isPrivate): return try await patch(RepositoryFields(isPrivate: isPrivate))
        case .description(let text): return try await patch(RepositoryFields(description: .some(text)))
        case .homepage(let url): return try await patch(RepositoryFields(homepage: .some(url)))
        case .rename(let newName): return try await patch(RepositoryFields(name: newName))
        case .feature(let feature, let enabled): return try await patch(RepositoryFields(features: [feature: enabled]))
        case .setTopics(let topics), .addTopics(let topics), .removeTopics(let topics):
            var changed = repository
            changed.topics = try await client.replaceTopics(owner: owner, name: name, topics)
            return isListed ? changed : nil
        case .syncFork:
            _ = try await client.mergeUpstream(owner: owner, name: name, branch: repository.defaultBranch ?? "main")
            return nil
        case .delete:
            try await client.deleteRepository(owner: owner, name: name)
            return nil
        }
    }

    /// GitHub's refusals in plain words: who may not, what is not there, which value it took
    /// exception to.
    static func words(for error: GitHubError) -> String {
        switch error {
        case .http(403, let message):
            "GitHub refused: " + (message ?? "forbidden")
        case .notFound:
            "not found: deleted, renamed, or not visible to this token"
        case .http(422, let message):
            "GitHub would not take it: " + (message ?? "invalid")
        case .http(409, let message):
            "GitHub could not: " + (message ?? "conflict")
        default:
            error.userMessage
        }
    }
}
