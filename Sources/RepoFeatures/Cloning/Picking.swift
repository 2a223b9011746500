import RepoCore
import TerminalUI

/// `repotui --pick`: the list as a picker. Enter on a repository ends the app with its clone's
/// path — cloning it first when it is not on disk — for the command line to print.
public enum Picking: Equatable, Sendable {
    /// Enter picks.
    case choosing
    /// The picked repository is being cloned; its path ends the app once it is there.
    case cloning(RepoID)
    /// The path to print.
    case picked(String)

    /// What the status line says as the picker starts.
    public static let notice = StatusNotice(message: "pick a repository — ⏎ prints its clone's path (cloning it first)", tone: .normal)

    /// Enter on `repository` while picking: its clone's path when git answered for it, else a
    /// clone (which ends in the path too, or says why not and lets another be picked).
    static func pick(_ repository: Repository, _ app: inout AppState, _ context: PresentationContext) -> [AppEffect] {
        if let path = app.cloneState(of: repository.id)?.path {
            app.picking = .picked(path)
            app.isFinished = true
            return []
        }
        app.picking = .cloning(repository.id)
        return CloneCoordinator.start([repository], .clone, &app)
    }

    /// A clone ended: the one being picked ends the app with its path — also when it was on
    /// disk already (its state not read yet) — or, failing, goes back to choosing.
    static func cloneFinished(_ repository: Repository, _ result: Result<CloneOutcome, CloneFailure>, _ app: inout AppState) {
        guard app.picking == .cloning(repository.id) else { return }
        switch result {
        case .success(.cloned(let path)), .failure(.exists(let path)):
            app.picking = .picked(path)
            app.isFinished = true
        case .success(.fetched), .success(.fastForwarded), .failure:
            app.picking = .choosing
        }
    }
}
