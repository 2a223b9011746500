import Foundation
import RepoCore

/// Reads many clones' states: at most `width` git processes at once, in the order asked (the
/// rows on screen first), the answers handed over a few at a time. A clone whose `.git` has not
/// changed since it was last read — the same times on `HEAD`, the index, the packed refs,
/// `FETCH_HEAD` and the branch and remote ref folders — is answered from memory: a few `stat`s.
/// An edit in the working tree changes none of those; `refresh` reads every clone again.
public actor CloneStateScanner {
    private let reader: CloneStateReader
    private let width: Int
    private var remembered: [String: (stamp: [Int64], state: CloneState)] = [:]

    public init(reader: CloneStateReader, width: Int = 4) {
        self.reader = reader
        self.width = width
    }

    /// Reads the state at each path, handing the answers to `deliver` in batches (the first as
    /// soon as a screenful could be shown); returns when all are read or the task is cancelled.
    public func read<ID: Hashable & Sendable>(
        _ clones: [(id: ID, path: String)], refresh: Bool, deliver: @escaping @Sendable ([ID: CloneState]) -> Void
    ) async {
        var batch: [ID: CloneState] = [:]
        var waiting: [(id: ID, path: String, stamp: [Int64])] = []
        for clone in clones {
            let stamp = Self.stamp(of: clone.path)
            if !refresh, let known = remembered[clone.path], known.stamp == stamp {
                batch[clone.id] = known.state
            } else {
                waiting.append((clone.id, clone.path, stamp))
            }
        }
        if !batch.isEmpty { deliver(batch) }
        batch = [:]
        var lastDelivery = ContinuousClock.now
        let reader = reader
        await withTaskGroup(of: (ID, String, [Int64], CloneState).self) { group in
            var next = waiting.makeIterator()
            func startNext() -> Bool {
                guard let clone = next.next() else { return false }
                group.addTask { (clone.id, clone.path, clone.stamp, await reader.read(at: clone.path)) }
                return true
            }
            for _ in 0..<width {
                if !startNext() { break }
            }
            while let (id, path, stamp, state) = await group.next() {
                guard !Task.isCancelled else { break }
                remembered[path] = (stamp, state)
                batch[id] = state
                // Few renders for many clones, and the first screenful without waiting for all.
                if batch.count >= 16 || ContinuousClock.now - lastDelivery > .milliseconds(50) {
                    deliver(batch)
                    batch = [:]
                    lastDelivery = .now
                }
                _ = startNext()
            }
            group.cancelAll()
        }
        if !batch.isEmpty, !Task.isCancelled { deliver(batch) }
    }

    /// The modification times (nanoseconds; -1: absent) of what git changes when the branch, the
    /// index, the refs or the last fetch change.
    static func stamp(of clone: String) -> [Int64] {
        guard let gitDirectory = GitDirectory.of(clone: clone) else { return [] }
        return ["HEAD", "index", "packed-refs", "FETCH_HEAD", "refs/heads", "refs/remotes/origin"].map { name in
            var status = stat()
            guard stat(gitDirectory + "/" + name, &status) == 0 else { return -1 }
            return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        }
    }
}
