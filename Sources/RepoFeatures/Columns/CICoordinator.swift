import RepoCore

/// The CI column and the `ci:` qualifier (issue 29): while the column is shown, the rows of the
/// list on screen that it knows nothing of — and under a `ci:` query, a screenful at a time of
/// the rows the query waits on — are asked about once the list has rested (`restMilliseconds`):
/// the latest run of each default branch, four at a time, from the cache and GitHub's
/// conditional answer; never into the last tenth of the API budget (the cache's answer only),
/// and again only after `r`. Rows not asked about yet show `·`.
enum CICoordinator {
    static let restMilliseconds = 300

    /// The rows the column knows nothing of: the top list's on screen while the column is shown,
    /// and under a `ci:` query the next screenful of those every other term keeps — so a query
    /// is answered a screenful per rest, never the whole list at once.
    static func wanted(_ app: AppState) -> [Repository] {
        // Said first: after every action, with neither, nothing is looked at.
        guard app.columns.contains(.ci) || !app.ciQueries.isEmpty else { return [] }
        guard let top = app.screens.last(where: { ScreenDispatch.presentation(of: $0.screen) == .page }),
              case .list(let list) = top.screen, list.scope != .memberOf else { return [] }
        var wanted: [Repository] = []
        if app.columns.contains(.ci) || list.view.query.testsCI, !list.rows.isEmpty {
            let start = min(list.selection.offset, list.rows.count - 1)
            let end = min(list.rows.count, start + max(1, list.visibleRows))
            wanted = list.rows[start..<end].filter { app.ci.wants($0.id) }
        }
        let base = list.arrangement.base
        let screenful = max(1, list.visibleRows)
        for position in list.arrangement.awaitingCI where wanted.count < screenful {
            let repository = base[Int(position)]
            if app.ci.known[repository.id] == nil, !wanted.contains(where: { $0.id == repository.id }) {
                wanted.append(repository)
            }
        }
        return wanted
    }

    /// After any action: when the rows waiting (and not being asked about) changed, wait for the
    /// list to rest again.
    static func follow(_ app: inout AppState) -> [AppEffect] {
        app.ci.follow(wanted(app).map(\.id)) ? [.ciAfterRest(milliseconds: restMilliseconds)] : []
    }

    /// The list rested: ask about every row wanted, cut short of the last tenth of the budget
    /// (`RestingAsks.batch`).
    static func rested(_ app: inout AppState) -> [AppEffect] {
        let spare = app.apiBudget.map { $0.remaining - $0.limit / 10 }
        guard let (repositories, fetch) = app.ci.batch(of: wanted(app), key: \.id, online: app.network == .online, spare: spare)
        else { return [] }
        return [.readCI(repositories, fetch: fetch)]
    }

    /// `r` on a list: its rows' statuses are asked about again as the list rests (each a
    /// conditional request: a `304` when no run changed). The cells keep showing the old answer
    /// meanwhile; every list learns the new one as it comes.
    static func forget(_ repositories: Set<RepoID>, _ app: inout AppState) {
        app.ci.forget(repositories)
    }

    static func read(_ statuses: [RepoID: CIStatus], _ app: inout AppState) {
        app.ci.read(statuses)
    }
}
