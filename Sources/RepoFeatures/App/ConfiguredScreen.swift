/// A screen as its configurator makes it: its first state and the action that starts it.
struct ConfiguredScreen: Equatable, Sendable {
    var screen: Screen
    var start: ScreenAction?

    init(_ screen: Screen, start: ScreenAction? = nil) {
        self.screen = screen
        self.start = start
    }
}
