import RepoCore

extension AppRouter {
    /// Carries out what screen `id` asked of the app.
    static func apply(_ request: AppRequest, from id: ScreenID, in app: inout AppState,
                      _ context: PresentationContext) -> [AppEffect] {
        switch request {
        case .openDetail(let repository) where app.picking != nil:
            return Picking.pick(repository, &app, context)
        case .openDetail(let repository):
            return open(RepoDetailConfigurator.screen(repository: repository, network: app.network(for: repository), budget: app.apiBudget,
                                                      canStar: app.identifiesViewer), in: &app, context)
                + app.readLastCommit(of: repository.id)
        case .openRepository(let fullName, let like):
            let screen = RepoDetailConfigurator.screen(named: fullName, like: like, network: app.network, budget: app.apiBudget,
                                                       canStar: app.identifiesViewer)
            return screen.map { open($0, in: &app, context) } ?? []
        case .openOwner(let owner):
            // The new list starts in the order of the one it was opened from (a picker over it
            // closes first).
            var effects: [AppEffect] = []
            if let index = app.index(of: id), ScreenDispatch.presentation(of: app.screens[index].screen) == .modal {
                effects = close(id, in: &app)
            }
            guard let current = app.lists.last else { return effects }
            let isViewer = app.viewer.map { $0.rawValue.caseInsensitiveCompare(owner.rawValue) == .orderedSame } ?? false
            return effects + open(RepoListConfigurator.screen(user: owner, network: app.network, sort: current.state.view.sort,
                                                              ownerIsViewer: isViewer, fuzzyWords: app.fuzzyFilter),
                                  in: &app, context)
        case .open(let configured):
            return open(configured, in: &app, context)
        case .previousUser:
            // The first owner's list stays.
            guard app.lists.count > 1 else { return [] }
            return close(id, in: &app)
        case .closed(let columns):
            return close(id, in: &app) + (columns.map { [.saveColumns($0)] } ?? [])
        case .planChange(let targets, let words, let listing):
            guard canChange(&app, context) else { return [] }
            return open(BulkChangeConfigurator.screen(targets: targets, words: words, listing: listing, budget: app.apiBudget,
                                                      namesInUse: namesInUse(for: targets, in: app)),
                        in: &app, context)
        case .undoChanges(let entries, let batch):
            guard canChange(&app, context) else { return [] }
            let ids = Set(entries.map { RepoID($0.repositoryID) })
            var known: [RepoID: Repository] = [:]
            for list in app.lists {
                for repository in list.state.known?.repositories ?? [] where ids.contains(repository.id) { known[repository.id] = repository }
            }
            return close(id, in: &app)
                + open(BulkChangeConfigurator.undo(entries, batch: batch, known: known, budget: app.apiBudget), in: &app, context)
        case .repositoriesChanged(let repositories, let removed):
            var effects: [AppEffect] = []
            for list in app.lists {
                effects += AppReducer.send(.list(.repositoriesChanged(repositories, removed: removed)), to: list.id, &app, context)
            }
            // Details open on them, the preview among them, show GitHub's answer; the previews
            // kept for going back are dropped, so they are asked for again.
            let details = app.screens.compactMap { entry in
                if case .detail(let state) = entry.screen { (entry.id, state.repository.id) } else { nil }
            } + (app.preview.map { [($0.id, $0.detail.repository.id)] } ?? [])
            for answer in repositories {
                for (id, shown) in details where shown == answer.id {
                    effects += AppReducer.send(.detail(.repositoryChanged(answer)), to: id, &app, context)
                }
            }
            app.recentPreviews.forget(Set(repositories.map(\.id)).union(removed))
            return effects
        case .columnsChosen(let columns):
            app.columns = columns
            return []
        case .clone(let repositories, let showProgress):
            return start(repositories, .clone, showProgress: showProgress, in: &app, context)
        case .updateClones(let repositories, let update, let showProgress):
            return start(repositories, .update(update), showProgress: showProgress, in: &app, context)
        case .cancelClones:
            return CloneCoordinator.cancel(&app, context)
        case .toggleStar(let repository):
            guard app.identifiesViewer, app.network == .online else {
                app.note(Starring.unavailable(hasToken: app.identifiesViewer, network: app.network), at: context.now)
                return []
            }
            return [.toggleStar(repository)]
        case .perform(let request):
            return [.perform(request)]
        case .runCommand(let command, let repository):
            switch CustomCommandResolver.resolve(command, for: repository, clone: clone(of: repository, in: app)) {
            case .refused(let notice):
                app.note(notice, at: context.now)
                return []
            case .run(let runnable, let question):
                if let question {
                    return open(CommandConfirmationConfigurator.screen(question: question, command: runnable), in: &app, context)
                }
                app.note(CustomCommandPresenter.starting(runnable), at: context.now)
                return [.perform(.runCommand(runnable))]
            }
        case .notice(let notice):
            app.note(notice, at: context.now)
            return []
        case .askCIAgain(let repositories):
            CICoordinator.forget(repositories, &app)
            return []
        case .queriesCI(let testsCI):
            if testsCI { app.ciQueries.insert(id) } else { app.ciQueries.remove(id) }
            return []
        case .closeAndPress(let key, let reminder):
            var effects = close(id, in: &app)
            effects += AppReducer.reduce(&app, .key(key), context: context)
            if app.notice == nil, !app.isFinished { app.note(reminder, at: context.now) }
            return effects
        case .quit:
            app.isFinished = true
            return []
        }
    }

    /// For one repository (what a rename acts on): the names its owner is known to have in any
    /// list open, so the plan skips a rename onto one. Several: none needed.
    private static func namesInUse(for targets: [Repository], in app: AppState) -> Set<String> {
        guard targets.count == 1, let owner = targets.first?.owner.login.lowercased() else { return [] }
        var names: Set<String> = []
        for list in app.lists {
            for repository in list.state.known?.repositories ?? [] where repository.owner.login.lowercased() == owner {
                names.insert(repository.fullName.lowercased())
            }
        }
        return names
    }

    /// What the open lists know of `repository`'s clone (a detail knows nothing of clones).
    private static func clone(of repository: Repository, in app: AppState) -> CustomCommandResolver.Clone {
        let lists = app.lists.map(\.state)
        if let path = lists.lazy.compactMap({ $0.cloneStates[repository.id]?.path }).first { return .at(path: path) }
        return lists.contains { $0.cloned.contains(repository.id) } ? .looking : .none
    }

    /// Changes go to GitHub with a token; without one, or offline, the status line says so.
    private static func canChange(_ app: inout AppState, _ context: PresentationContext) -> Bool {
        guard app.identifiesViewer, app.network == .online else {
            app.note(StatusNotice(message: app.identifiesViewer ? "changing repositories needs the network"
                                    : "changing repositories needs a token (GH_TOKEN, or gh auth login)", tone: .warning),
                     at: context.now)
            return false
        }
        return true
    }

    /// Queues git jobs on clones; a batch shows its progress in the panel.
    private static func start(_ repositories: [Repository], _ work: CloneWork, showProgress: Bool,
                              in app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        let effects = CloneCoordinator.start(repositories, work, &app)
        return effects + (showProgress && !repositories.isEmpty ? open(.clones, in: &app, context) : [])
    }
}
