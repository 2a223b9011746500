import RepoCore

/// The app's side of the clones' queue: what `c`, `F` and `U` start (from the list or the
/// detail), what each job's progress and end change, cancelling. Jobs outlive the screen they
/// were started from, so the queue is the app's; the lists hear which repositories are on disk
/// now (✓) and what git says of a clone after a fetch or fast-forward.
enum CloneCoordinator {
    static func start(_ repositories: [Repository], _ work: CloneWork, _ app: inout AppState) -> [AppEffect] {
        guard !repositories.isEmpty else { return [] }
        app.clones.clearFinished()
        return effects(app.clones.add(repositories, work))
    }

    static func progress(_ job: Int, _ progress: CloneProgress, _ app: inout AppState) {
        app.clones.progress(job, progress)
    }

    static func finish(_ job: Int, _ result: Result<CloneOutcome, CloneFailure>, _ app: inout AppState,
                       _ context: PresentationContext) -> [AppEffect] {
        let requests = app.clones.finish(job, result)
        var effects = self.effects(requests)
        if let repository = app.clones.jobs.first(where: { $0.id == job })?.repository {
            Picking.cloneFinished(repository, result, &app)
            let heard: RepoList.Action? = switch result {
            case .success(.cloned): .clonesFound([repository.id])
            case .success(let outcome): outcome.state.map { .cloneStatesRead([repository.id: $0]) }
            case .failure: nil
            }
            for list in app.lists {
                if let heard { effects += AppReducer.send(.list(heard), to: list.id, &app, context) }
            }
        }
        if app.clones.jobs.count == 1, let only = app.clones.jobs.first, let notice = ClonePresenter.notice(only) {
            app.note(notice, at: context.now)
        } else if !app.clones.isBusy {
            app.note(ClonePresenter.batchNotice(app.clones), at: context.now)
        }
        return effects
    }

    /// Stops every job still waiting or running; a clone's partial directory is removed.
    static func cancel(_ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        let single = app.clones.jobs.count == 1
        let requests = app.clones.cancelAll()
        if single, let only = app.clones.jobs.first, let notice = ClonePresenter.notice(only) {
            app.note(notice, at: context.now)
        } else {
            app.note(StatusNotice(message: "\(ClonePresenter.noun(app.clones)) cancelled: \(ClonePresenter.summary(app.clones))",
                                  tone: .normal), at: context.now)
        }
        return effects(requests)
    }

    /// Esc cancels a single job while it runs (a batch is cancelled from its panel, `x`).
    static func escapeCancels(_ app: AppState) -> Bool {
        app.clones.isBusy && app.clones.jobs.count == 1
    }

    private static func effects(_ requests: [CloneQueue.Request]) -> [AppEffect] {
        requests.map { request in
            switch request {
            case .start(let job, let repository, .clone): .clone(job: job, repository)
            case .start(let job, let repository, .update(let update)): .updateClone(job: job, repository, update)
            case .stop(let job): .stopClone(job: job)
            }
        }
    }
}
