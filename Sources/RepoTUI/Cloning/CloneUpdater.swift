import Foundation
import RepoCore
import RepoFeatures

/// `F` and `U` on one clone, with git run as argument vectors. A fetch brings the remote's
/// branches in and leaves the working tree alone. A fast-forward reads the clone again first
/// and moves only a clean branch that is behind its upstream and not ahead (`merge --ff-only`):
/// never a merge commit, a rebase or a rewritten branch. Both answer with the clone as git
/// tells it afterwards.
struct CloneUpdater: Sendable {
    var git: String?
    var reader: CloneStateReader
    var spawner = PosixSpawner()
    /// A fetch of a large repository over a slow link takes long; it can be cancelled (`x`).
    var fetchLimit: Duration = .seconds(1_800)
    var mergeLimit: Duration = .seconds(300)

    func update(at path: String, _ update: CloneUpdate) async -> Result<CloneOutcome, CloneFailure> {
        guard let git else { return .failure(.gitMissing) }
        let before = await reader.read(at: path)
        guard let facts = before.facts else {
            if case .unreadable(let why) = before.status { return .failure(.git(why)) }
            return .failure(.git("cannot read the clone"))
        }
        switch update {
        case .fetch:
            let run = await ChildRun.run([git, "-C", path, "fetch", "--quiet"], environment: reader.environment(reading: path),
                                       spawner: spawner, timeLimit: fetchLimit)
            if let failure = failure(of: run, limit: fetchLimit, path: path) { return .failure(failure) }
            return .success(.fetched(await reader.read(at: path)))
        case .fastForward:
            if let why = facts.whyNotFastForward { return .failure(.leftAlone(why)) }
            guard facts.behind > 0 else { return .success(.fastForwarded(commits: 0, before)) }
            // Killed midway, a merge could leave `index.lock` behind: once started, it finishes.
            let run = await ChildRun.run([git, "-C", path, "merge", "--ff-only", "--quiet", "@{upstream}"],
                                       environment: reader.environment(reading: path), spawner: spawner,
                                       timeLimit: mergeLimit, stopsWhenCancelled: false)
            if let failure = failure(of: run, limit: mergeLimit, path: path) { return .failure(failure) }
            return .success(.fastForwarded(commits: facts.behind, await reader.read(at: path)))
        }
    }

    private func failure(of run: ChildRun, limit: Duration, path: String) -> CloneFailure? {
        guard !run.succeeded else { return nil }
        if Task.isCancelled { return .git("cancelled") }
        if run.timedOut { return .git("stopped after \(limit.wholeMilliseconds / 1_000) s") }
        let transcript = String(decoding: run.errors, as: UTF8.self)
        let lastLine = transcript.split(separator: "\n").last.map {
            String($0).replacingOccurrences(of: "fatal: ", with: "").replacingOccurrences(of: "error: ", with: "")
        } ?? ""
        return GitProgressParser.failure(from: transcript, lastLine: lastLine, target: path)
    }
}
