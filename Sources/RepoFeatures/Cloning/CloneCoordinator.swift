import RepoCore

/// The app's side of cloning: what `c` starts (from the list or the detail), what each clone's
/// progress and end change, cancelling. Clones outlive the screen they were started from, so
/// the queue is the app's; the lists hear which repositories are on disk now (✓).
enum CloneCoordinator {
    static func start(_ repositories: [Repository], _ app: inout AppState) -> [AppEffect] {
        guard !repositories.isEmpty else { return [] }
        app.clones.clearFinished()
        return effects(app.clones.add(repositories))
    }

    static func progress(_ job: Int, _ progress: CloneProgress, _ app: inout AppState) {
        app.clones.progress(job, progress)
    }

    static func finish(_ job: Int, _ result: Result<String, CloneFailure>, _ app: inout AppState,
                       _ context: PresentationContext) -> [AppEffect] {
        let requests = app.clones.finish(job, result)
        var effects = self.effects(requests)
        if let repository = app.clones.jobs.first(where: { $0.id == job })?.repository {
            Picking.cloneFinished(repository, result, &app)
        }
        if case .success = result, let repository = app.clones.jobs.first(where: { $0.id == job })?.repository {
            for list in app.lists {
                effects += AppReducer.send(.list(.clonesFound([repository.id])), to: list.id, &app, context)
            }
        }
        if app.clones.jobs.count == 1, let only = app.clones.jobs.first, let notice = ClonePresenter.notice(only) {
            app.note(notice, at: context.now)
        } else if !app.clones.isBusy {
            app.note(ClonePresenter.batchNotice(app.clones), at: context.now)
        }
        return effects
    }

    /// Stops every clone still waiting or running; their partial directories are removed.
    static func cancel(_ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        let single = app.clones.jobs.count == 1
        let requests = app.clones.cancelAll()
        if single, let only = app.clones.jobs.first, let notice = ClonePresenter.notice(only) {
            app.note(notice, at: context.now)
        } else {
            app.note(StatusNotice(message: "clones cancelled: \(ClonePresenter.summary(app.clones))", tone: .normal), at: context.now)
        }
        return effects(requests)
    }

    /// Esc cancels a single clone while it runs (a batch is cancelled from its panel, `x`).
    static func escapeCancels(_ app: AppState) -> Bool {
        app.clones.isBusy && app.clones.jobs.count == 1
    }

    private static func effects(_ requests: [CloneQueue.Request]) -> [AppEffect] {
        requests.map { request in
            switch request {
            case .start(let job, let repository): .clone(job: job, repository)
            case .stop(let job): .stopClone(job: job)
            }
        }
    }
}
