import TerminalUI

/// One kind of screen, as one conformance: the Clean Swift roles that serve it. The app reaches
/// every screen through this protocol alone (`ScreenDispatch`); a new screen is its folder with
/// one conformance, and its cases in `Screen.swift`.
///
/// - Interactor: `reduce` — the state machine, pure; effects are I/O only, and what the screen
///   asks of the app comes out as `Delegate` values.
/// - Key table: `action(for:in:keys:)` — keys to actions, from the tables help and the palette read.
/// - Presenter: `viewModel`, `title`, `status` — state to display-ready values.
/// - Renderer: `render` — a view model into its pane of the frame.
/// - Router: `request(for:)` — a pure function from the screen's delegate values to the app's.
/// - Registration: `screen(_:)`, `state(of:)`, `screenAction(_:)`, `action(of:)`, `appEffect` —
///   how this screen's values sit in the app's enums.
protocol ScreenFeature {
    associatedtype State: Equatable & Sendable
    associatedtype Action: Equatable & Sendable
    /// I/O the runtime carries out; each one's result comes back as an `Action`.
    associatedtype Effect: Equatable & Sendable
    /// What the screen asks of the app, in its own words.
    associatedtype Delegate: Equatable & Sendable
    associatedtype ViewModel: Equatable & Sendable

    static func screen(_ state: State) -> Screen
    static func state(of screen: Screen) -> State?
    static func screenAction(_ action: Action) -> ScreenAction
    static func action(of action: ScreenAction) -> Action?
    static func appEffect(_ effect: Effect, from id: ScreenID) -> AppEffect

    /// A page fills the body (or a pane of the split layout); a modal is a box over the page.
    static var presentation: ScreenPresentation { get }
    /// The app's routes (`?`, `!`, `C`, `P`) that open over this screen.
    static var routes: [AppRoute] { get }

    static func reduce(_ state: inout State, _ action: Action, context: PresentationContext) -> Reaction<Effect, Delegate>
    static func action(for key: Key, in state: State, keys: KeyMaps) -> Action?
    /// Whether the screen is taking text (a prompt): then keys such as `?` are typed, not routes.
    static func isTyping(_ state: State) -> Bool

    /// Where the screen is drawn in `layout`, and the action that tells it that pane's size
    /// (nil: a screen that draws whatever fits needs no telling).
    static func pane(in layout: AppLayout) -> Rect
    static func resized(to pane: Rect) -> Action?

    static func viewModel(_ state: State, app: AppState, context: PresentationContext) -> ViewModel
    /// The header's text for a page; nil for modals, which leave the header as it is.
    static func title(of state: State) -> String?
    static func status(of model: ViewModel) -> StatusLine
    static func render(_ model: ViewModel, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool, drawing: inout PaneDrawing)
    /// What the screen should learn from the frame just drawn (how many lines it had), if it
    /// changed: the runtime sends it after drawing, so no reducer lays anything out.
    static func measurement(of state: State, model: ViewModel) -> Action?

    static func request(for delegate: Delegate) -> AppRequest

    /// This screen's keys as the command palette lists them.
    static func commands(_ keys: KeyMaps) -> [CommandPalette.Command]

    /// This screen's keys as help lists them.
    static func helpSections(_ keys: KeyMaps) -> [HelpOverlay.Section]
}

extension ScreenFeature {
    static func isTyping(_ state: State) -> Bool { false }
    static func resized(to pane: Rect) -> Action? { nil }
    static func title(of state: State) -> String? { nil }
    static func measurement(of state: State, model: ViewModel) -> Action? { nil }
}

/// How a screen sits in the frame.
enum ScreenPresentation: Equatable, Sendable { case page, modal }

/// What drawing a pane may use besides its view model: the terminal's colour depth, and the
/// detail's and the reading screen's line wrapping kept from frame to frame (scrolling a long
/// README or conversation redraws on every key).
struct PaneDrawing {
    var depth: ColorDepth = .extended
    var detailLayout = RepoDetailLayoutCache()
    var activityLayout = ActivityDetailLayoutCache()
}
