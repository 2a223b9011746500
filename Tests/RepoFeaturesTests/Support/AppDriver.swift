import Foundation
import RepoCore
import TerminalUI
@testable import RepoFeatures

/// The app's reducer driven as a person drives the app, with a scripted world answering every
/// effect at once: keys in, whole screens out. Every effect is recorded, so a test can check
/// what was asked of the world.
struct AppDriver {
    var app: AppState
    var world: World
    /// Every effect the reducer asked for, in order.
    private(set) var effects: [AppEffect] = []
    /// Effects the world is not answering yet (`holding`).
    private(set) var held: [AppEffect] = []
    /// While true, effects are kept in `held` instead of answered.
    var holding = false
    var context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    init(size: Size, world: World = .octocat(), network: NetworkPolicy = .online, notice: StatusNotice? = nil) {
        app = AppState(size: size, network: network, notice: notice)
        self.world = world
    }

    /// Opens `user`'s list and lets its load finish.
    mutating func start(_ user: GitHubUsername = Fixtures.octocat, sort: RepoSort = .default) {
        send(.start(user, sort: sort))
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    mutating func resize(to size: Size) {
        send(.resized(size))
    }

    /// Applies `action`, then answers what it asked for (and what the answers ask for) until the
    /// world has nothing more to say.
    mutating func send(_ action: AppAction) {
        var pending = [action]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in AppReducer.reduce(&app, next, context: context) {
                effects.append(effect)
                if holding { held.append(effect) } else { pending += world.answers(to: effect) }
            }
            // As the runtime does after each frame: the detail on screen learns how tall its
            // content was drawn.
            if pending.isEmpty {
                var renderer = FrameRenderer()
                _ = renderer.render(app, context: context)
                pending = renderer.measurements(app, context: context)
            }
        }
    }

    /// Answers the held effects now.
    mutating func release() {
        holding = false
        let answers = held.flatMap(world.answers)
        held = []
        for answer in answers { send(answer) }
    }

    /// The frame as drawn with the palette's colours.
    var buffer: ScreenBuffer {
        var renderer = FrameRenderer()
        return renderer.render(app, context: context)
    }

    var lines: [String] {
        var renderer = FrameRenderer()
        return renderer.render(AppPresenter.viewModel(app, context: context), size: app.size).lines
    }

    /// The list on top, if any.
    var list: RepoList.State? { app.lists.last?.state }

    /// The box over the frame (help, messages, the clones' panel), when it has the keys.
    var box: TextBox.State? {
        if case .textBox(let state)? = app.focused?.screen { return state }
        return nil
    }

    var detail: RepoDetail.State? {
        if case .detail(let state)? = app.focused?.screen { return state }
        return nil
    }
}
