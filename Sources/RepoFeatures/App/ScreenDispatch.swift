import TerminalUI

/// The app's one path to its screens: each function opens the screen's `ScreenFeature` and asks
/// it. Nothing else needs to know which kinds of screen there are.
enum ScreenDispatch {
    /// What came of one action on a screen: effects addressed to it, and requests of the app.
    struct Outcome: Equatable {
        var effects: [AppEffect] = []
        var requests: [AppRequest] = []
    }

    static func presentation(of screen: Screen) -> ScreenPresentation {
        screen.feature.presentation
    }

    static func routes(over screen: Screen) -> [AppRoute] {
        screen.feature.routes
    }

    /// Lets screen `id` handle `action`; an action for another kind of screen does nothing.
    static func reduce(_ screen: inout Screen, _ action: ScreenAction, id: ScreenID, context: PresentationContext) -> Outcome {
        func reduce<F: ScreenFeature>(_: F.Type) -> Outcome {
            guard var state = F.state(of: screen), let action = F.action(of: action) else { return Outcome() }
            let reaction = F.reduce(&state, action, context: context)
            screen = F.screen(state)
            return Outcome(effects: reaction.effects.map { F.appEffect($0, from: id) }, requests: reaction.delegates.map(F.request))
        }
        return reduce(screen.feature)
    }

    static func action(for key: Key, on screen: Screen, keys: KeyMaps) -> ScreenAction? {
        func action<F: ScreenFeature>(_: F.Type) -> ScreenAction? {
            F.state(of: screen).flatMap { F.action(for: key, in: $0, keys: keys) }.map(F.screenAction)
        }
        return action(screen.feature)
    }

    static func isTyping(_ screen: Screen) -> Bool {
        func isTyping<F: ScreenFeature>(_: F.Type) -> Bool { F.state(of: screen).map(F.isTyping) ?? false }
        return isTyping(screen.feature)
    }

    static func pane(of screen: Screen, in layout: AppLayout) -> Rect {
        screen.feature.pane(in: layout)
    }

    /// The action that tells the screen the size of its pane, if it needs telling.
    static func resized(_ screen: Screen, to pane: Rect) -> ScreenAction? {
        func resized<F: ScreenFeature>(_: F.Type) -> ScreenAction? { F.resized(to: pane).map(F.screenAction) }
        return resized(screen.feature)
    }

    static func content(of screen: Screen, app: AppState, context: PresentationContext) -> PaneContent? {
        func content<F: ScreenFeature>(_: F.Type) -> PaneContent? {
            F.state(of: screen).map { PaneContent(F.self, F.viewModel($0, app: app, context: context)) }
        }
        return content(screen.feature)
    }

    static func commands(of screen: Screen, keys: KeyMaps) -> [CommandPalette.Command] {
        screen.feature.commands(keys)
    }

    /// What `screen` should learn from the frame drawn for `app`, if anything.
    static func measurement(of screen: Screen, app: AppState, context: PresentationContext) -> ScreenAction? {
        func measurement<F: ScreenFeature>(_: F.Type) -> ScreenAction? {
            guard let state = F.state(of: screen) else { return nil }
            return F.measurement(of: state, model: F.viewModel(state, app: app, context: context)).map(F.screenAction)
        }
        return measurement(screen.feature)
    }

    static func title(of screen: Screen) -> String? {
        func title<F: ScreenFeature>(_: F.Type) -> String? { F.state(of: screen).flatMap(F.title) }
        return title(screen.feature)
    }
}

/// A screen's view model, ready to draw, with the conformance that draws it.
struct PaneContent: Equatable {
    private let feature: any ScreenFeature.Type
    private let model: Any

    init<F: ScreenFeature>(_ feature: F.Type, _ model: F.ViewModel) {
        self.feature = feature
        self.model = model
    }

    var status: StatusLine {
        func status<F: ScreenFeature>(_: F.Type) -> StatusLine {
            (model as? F.ViewModel).map(F.status) ?? StatusLine(message: "", hints: [])
        }
        return status(feature)
    }

    func render(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing) {
        func render<F: ScreenFeature>(_: F.Type) {
            guard let model = model as? F.ViewModel else { return }
            F.render(model, into: &buffer, rect: rect, focused: focused, drawing: &drawing)
        }
        render(feature)
    }

    static func == (lhs: PaneContent, rhs: PaneContent) -> Bool {
        func equal<F: ScreenFeature>(_: F.Type) -> Bool {
            guard let left = lhs.model as? F.ViewModel, let right = rhs.model as? F.ViewModel else { return false }
            return left == right
        }
        return equal(lhs.feature)
    }
}
