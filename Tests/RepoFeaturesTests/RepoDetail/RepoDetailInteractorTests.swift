import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The detail's loads and scrolling as a state machine: the repository first, then its README,
/// whole state and whole effect list after every step.
struct RepoDetailInteractorTests {
    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)
    static let pane = Size(width: 80, height: 21)

    /// The height of the detail's content in `pane`, as the renderer wraps it.
    static func height(_ state: RepoDetail.State) -> Int {
        RepoDetailRenderer.wrap(RepoDetailPresenter.content(state, context: context), width: pane.width - 2).count
    }

    static func opened(network: NetworkPolicy = .online) -> Exhaustive<RepoDetail.State, RepoDetail.Action, RepoDetail.Reaction> {
        var state = RepoDetail.State(repository: Fixtures.spoonKnife, network: network)
        state.pane = pane
        state.contentHeight = height(state)
        return Exhaustive(detail: state)
    }

    /// Every part loading, as `.load` leaves them.
    static let allLoading = Dictionary(uniqueKeysWithValues: RepositoryInsight.Kind.allCases.map { ($0, RepoDetail.Part.loading) })

    /// Every part asked for, from the cache and (with `fetch`) from GitHub, beside the repository.
    static func partLoads(fetch: Bool, of repository: Repository = Fixtures.spoonKnife) -> [RepoDetail.Effect] {
        RepositoryInsight.Kind.allCases.map { .loadPart($0, repository, fetch: fetch) }
    }

    /// The cache's first page of each tab, read as the detail opens (issue 29): nothing asked of GitHub.
    static func tabPeeks(of repository: Repository = Fixtures.spoonKnife) -> [RepoDetail.Effect] {
        [.loadActivity(ActivityQuery(.issues), repository, fetch: false), .loadActivity(ActivityQuery(.pullRequests), repository, fetch: false),
         .loadActivity(ActivityQuery(.runs), repository, fetch: false)]
    }

    /// `.load` online: the list's copy shown as updating, the repository and every part asked for.
    static func startLoad(_ detail: inout Exhaustive<RepoDetail.State, RepoDetail.Action, RepoDetail.Reaction>) {
        detail.send(.load, effects: RepoDetail.Reaction(effects: [.loadRepository(Fixtures.spoonKnife, .online)] + partLoads(fetch: true) + tabPeeks())) {
            $0.phase = .updating
            $0.readme = .loading
            $0.awaiting = .repository
            $0.parts = Self.allLoading
        }
    }

    @Test func aLoadShowsTheListsCopyWhileUpdatingThenTheFreshCopyThenTheReadme() {
        var detail = Self.opened()

        Self.startLoad(&detail)
        detail.send(.repositoryLoaded(.success(Fixtures.spoonKnifeFull)), effects: [.loadReadme(Fixtures.spoonKnifeFull, revalidate: true)]) {
            $0.repository = Fixtures.spoonKnifeFull
            $0.phase = .current
            $0.awaiting = .readme(from: .gitHub)
        }
        detail.send(.readmeLoaded(cached: nil, fresh: .success(.file(ReadmeFile(text: "# Spoon-Knife"))))) {
            $0.readme = .file(ReadmeFile(text: "# Spoon-Knife"))
            $0.awaiting = nil
        }
    }

    @Test func whenTheRepositoryFailsTheReadmeComesFromTheCacheOnlyAndTheCopyStays() {
        var detail = Self.opened()
        Self.startLoad(&detail)

        detail.send(.repositoryLoaded(.failure(.transport("reset"))), effects: [.loadReadme(Fixtures.spoonKnife, revalidate: false)]) {
            $0.phase = .updateFailed(.transport("reset"))
            $0.awaiting = .readme(from: .cacheOnly(whenMissing: .unavailable(.transport("reset"))))
        }
        detail.send(.readmeLoaded(cached: .file(ReadmeFile(text: "cached")), fresh: nil)) {
            $0.readme = .file(ReadmeFile(text: "cached"))
            $0.awaiting = nil
        }
    }

    @Test(arguments: [
        // (cached, fresh, origin, shown)
        (nil as RepoDetail.Readme?, Result<RepoDetail.Readme, GitHubError>?.some(.success(.none)), RepoDetail.ReadmeOrigin.gitHub,
         RepoDetail.Readme.none),
        (.file(ReadmeFile(text: "old")), .some(.failure(.http(status: 502, message: nil))), .gitHub, .file(ReadmeFile(text: "old"))),
        (nil, .some(.failure(.http(status: 502, message: nil))), .gitHub, .unavailable(.http(status: 502, message: nil))),
        (nil, nil, .cacheOnly(whenMissing: .notCached), .notCached),
        (RepoDetail.Readme.none, nil, .cacheOnly(whenMissing: .notCached), .none),
    ])
    func theReadmeShownIsTheFreshOneElseTheCachedOneElseWhyThereIsNone(
        cached: RepoDetail.Readme?, fresh: Result<RepoDetail.Readme, GitHubError>?, origin: RepoDetail.ReadmeOrigin,
        shown: RepoDetail.Readme
    ) {
        var state = RepoDetail.State(repository: Fixtures.spoonKnifeFull, readme: .loading)
        state.awaiting = .readme(from: origin)
        var detail = Exhaustive(detail: state)

        detail.send(.readmeLoaded(cached: cached, fresh: fresh)) {
            $0.readme = shown
            $0.awaiting = nil
        }
    }

    @Test func offlineTheCachedCopyIsShownAndGitHubNeverAsked() {
        var detail = Self.opened(network: .offline)
        detail.send(.load, effects: RepoDetail.Reaction(effects: [.loadRepository(Fixtures.spoonKnife, .offline)] + Self.partLoads(fetch: false) + Self.tabPeeks())) {
            $0.phase = .offline
            $0.readme = .loading
            $0.awaiting = .repository
            $0.parts = Self.allLoading
        }

        detail.send(.repositoryLoaded(nil), effects: [.loadReadme(Fixtures.spoonKnife, revalidate: false)]) {
            $0.awaiting = .readme(from: .cacheOnly(whenMissing: .notCached))
        }
    }

    @Test func aCancelledAnswerEndsTheLoadQuietlyAndALateOneChangesNothing() {
        var detail = Self.opened()
        Self.startLoad(&detail)

        detail.send(.repositoryLoaded(.failure(.cancelled))) { $0.awaiting = nil }
        detail.send(.readmeLoaded(cached: nil, fresh: .success(.file(ReadmeFile(text: "late")))))
    }

    @Test func scrollingClampsToTheContentLaidOutForThePane() {
        var detail = Self.opened()
        let end = detail.state.maxScroll

        detail.send(.scroll(by: -1))
        detail.send(.scrollToBottom) { $0.scroll = end }
        detail.send(.scroll(by: 5))
        detail.send(.scrollPage(by: -1)) { $0.scroll = max(0, end - (Self.pane.height - 2)) }
        detail.send(.scrollToTop) { $0.scroll = 0 }
        #expect(end == detail.state.contentHeight - (Self.pane.height - 1))
    }

    /// Issue 26, item 3: the reducer lays nothing out. A README arriving leaves the height to
    /// the frame's measurement; a measurement that moves the end takes the view with it.
    @Test func contentChangesLeaveTheHeightToTheFramesMeasurement() {
        var detail = Self.opened()
        Self.startLoad(&detail)
        let before = detail.state.contentHeight
        detail.send(.repositoryLoaded(.success(Fixtures.spoonKnife)), effects: [.loadReadme(Fixtures.spoonKnife, revalidate: true)]) {
            $0.phase = .current
            $0.awaiting = .readme(from: .gitHub)
        }
        let long = String(repeating: "A paragraph of the README.\n\n", count: 200)
        detail.send(.readmeLoaded(cached: nil, fresh: .success(.file(ReadmeFile(text: long))))) {
            $0.awaiting = nil
            $0.readme = .file(ReadmeFile(text: long))
        }
        #expect(detail.state.contentHeight == before)

        let measured = Self.height(detail.state)
        detail.send(.measured(contentHeight: measured)) { $0.contentHeight = measured }
        detail.send(.scrollToBottom) { $0.scroll = measured - (Self.pane.height - 1) }
        detail.send(.measured(contentHeight: 30)) {
            $0.contentHeight = 30
            $0.scroll = 30 - (Self.pane.height - 1)
        }
    }

    @Test func aTallerPaneMovesTheEndAndTheViewNeverStaysPastIt() {
        var detail = Self.opened()
        detail.send(.scrollToBottom) { $0.scroll = $0.maxScroll }

        detail.send(.resized(Size(width: 80, height: 200))) {
            $0.pane = Size(width: 80, height: 200)
            $0.scroll = 0
        }
    }

    @Test func backRoutesBackAndActionsActOnTheShownRepository() {
        var detail = Exhaustive(detail: RepoDetail.State(repository: Fixtures.spoonKnifeFull))

        detail.send(.back, effects: .delegate(.back))
        detail.send(.act(.copyCloneURL), effects: RepoDetail.Reaction(delegates: [
            .notice(StatusNotice(message: "copying https://github.com/octocat/Spoon-Knife.git…", tone: .busy)),
            .perform(.copy("https://github.com/octocat/Spoon-Knife.git")),
        ]))
    }
}
