/// What a screen's interactor asked for, in the app's terms: I/O addressed back to the screen, a
/// notice, an open or copy, or a delegate value the app reducer carries out. Values only, so a
/// router's whole answer can be compared in a test.
enum ScreenOutput: Equatable, Sendable {
    case list(RepoList.Effect)
    case detail(RepoDetail.Effect)
    case owners(RepoList.OwnersRequest)
    case notice(StatusNotice)
    case perform(ExternalRequest)
    case delegate(ScreenDelegate)
}

/// A screen as its configurator makes it: its first state and the action that starts it.
struct ConfiguredScreen: Equatable, Sendable {
    var screen: Screen
    var start: ScreenAction?

    init(_ screen: Screen, start: ScreenAction? = nil) {
        self.screen = screen
        self.start = start
    }
}
