import RepoCore

/// Makes the changes' box for a list's last comparison.
enum SinceLastVisitConfigurator {
    static func screen(_ changes: ListChanges) -> ConfiguredScreen {
        ConfiguredScreen(.sinceLastVisit(SinceLastVisit.State(changes: changes)))
    }
}
