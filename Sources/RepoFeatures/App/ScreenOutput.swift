/// What a screen's interactor asked for, in the app's terms: an effect addressed back to the
/// screen, a notice, an open or copy, or a route, which the screen's router applies to the app.
enum ScreenOutput {
    case effect((ScreenID) -> AppEffect)
    case notice(StatusNotice)
    case perform(ExternalRequest)
    case route((inout AppState, ScreenID, PresentationContext) -> [AppEffect])
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
