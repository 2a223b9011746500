import RepoCore

/// The last lines of an applied batch and the exit status they stand for.
struct ChangeSummary {
    let outcomes: [ChangeOutcome]
    let batch: Int
    /// The API root the changes went to: the undo command names it unless it is github.com's.
    var api: String?

    var applied: Int { outcomes.filter { if case .applied = $0 { true } else { false } }.count }
    var failed: Int { outcomes.filter { if case .failed = $0 { true } else { false } }.count }
    var undoable: Int {
        outcomes.filter { if case .applied(let entry, _) = $0 { entry.undo != nil } else { false } }.count
    }

    /// 0 every change applied (a skip found at apply time — already so — counts as done),
    /// 2 some, 3 none.
    var status: Int32 {
        if failed == 0 { return 0 }
        return applied == 0 ? 3 : 2
    }

    func report() -> Int32 {
        var line = "\(applied) of \(outcomes.count) applied"
        if failed > 0 { line += ", \(failed) failed" }
        if applied > 0 {
            let server = api.map { $0 == "https://api.github.com" ? "" : " --api-url \($0)" } ?? ""
            line += undoable > 0 ? " — batch \(batch); take it back with: repotui\(server) --undo --batch \(batch)"
                : " — batch \(batch); it cannot be undone"
        }
        StandardError.write(line)
        return status
    }
}
