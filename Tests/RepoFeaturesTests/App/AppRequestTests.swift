import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 26, item 1: what a screen asks of the app is a value — the screen's own delegate value,
/// which its router turns into an `AppRequest` — compared whole; the app carries it out in one
/// place, and effects come out addressed to the screen that asked.
struct AppRequestTests {
    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    @Test func routersTurnEachDelegateValueIntoTheAppsRequest() {
        let spoon = Fixtures.spoonKnife
        let hi = StatusNotice(message: "hi", tone: .normal)
        #expect([RepoList.Delegate.openDetail(spoon), .openOwner(Fixtures.octocat), .previousUser, .quit, .toggleStar(spoon),
                 .clone([spoon], showProgress: true), .perform(.open(URL(string: "https://github.com")!)), .notice(hi)]
            .map(RepoListRouter.request) == [
                .openDetail(spoon), .openOwner(Fixtures.octocat), .previousUser, .quit, .toggleStar(spoon),
                .clone([spoon], showProgress: true), .perform(.open(URL(string: "https://github.com")!)), .notice(hi),
            ])
        #expect([RepoDetail.Delegate.back, .openRepository(fullName: "github/Spoon-Knife", like: spoon), .clone(spoon), .notice(hi)]
            .map(RepoDetailRouter.request) == [
                .closed(savingColumns: nil), .openRepository(fullName: "github/Spoon-Knife", like: spoon),
                .clone([spoon], showProgress: false), .notice(hi),
            ])
        #expect([ColumnChooser.Delegate.chose([.name]), .close(remember: [.name, .stars])].map(ColumnChooserRouter.request) == [
            .columnsChosen([.name]), .closed(savingColumns: [.name, .stars]),
        ])
    }

    @Test func oneActionOnAScreenGivesItsEffectsAddressedToItAndItsRequestsOfTheApp() {
        var screen = Screen.list(RepoList.State(user: Fixtures.octocat, sort: .default))
        let id = ScreenID(7)
        #expect(ScreenDispatch.reduce(&screen, .list(.togglePin), id: id, context: Self.context)
                == ScreenDispatch.Outcome(effects: [.list(id, .owners(.togglePin(Fixtures.octocat)))]))
        #expect(ScreenDispatch.reduce(&screen, .list(.prompt(.cancel)), id: id, context: Self.context) == ScreenDispatch.Outcome())
        #expect(ScreenDispatch.reduce(&screen, .list(.quit), id: id, context: Self.context)
                == ScreenDispatch.Outcome(requests: [.quit]))
        // An action for another kind of screen changes nothing and asks for nothing.
        let before = screen
        #expect(ScreenDispatch.reduce(&screen, .detail(.load), id: id, context: Self.context) == ScreenDispatch.Outcome())
        #expect(screen == before)
    }

    /// The list knows no token; the app decides whether starring can be asked for.
    @Test(arguments: [
        (false, NetworkPolicy.online, [AppEffect](), "starring needs a token: set GH_TOKEN (or GITHUB_TOKEN, or log in with gh)"),
        (true, .offline, [], "starring needs GitHub — run without --offline"),
        (true, .online, [.toggleStar(Fixtures.spoonKnife)], nil),
    ] as [(Bool, NetworkPolicy, [AppEffect], String?)])
    func starringIsAskedForOnlyWithATokenOnline(token: Bool, network: NetworkPolicy, effects: [AppEffect], notice: String?) {
        var app = AppState(size: Size(width: 80, height: 24), network: network)
        app.identifiesViewer = token
        let asked = AppRouter.apply(.toggleStar(Fixtures.spoonKnife), from: ScreenID(1), in: &app, Self.context)
        #expect(asked == effects)
        #expect(app.notice?.message == notice)
    }

    @Test func closingWithColumnsToRememberClosesAndSavesThemOnce() {
        var app = AppState(size: Size(width: 80, height: 24))
        let id = app.push(.columns(ColumnChooser.State(columns: [.name])))
        #expect(AppRouter.apply(.closed(savingColumns: [.name, .stars]), from: id, in: &app, Self.context)
                == [.cancel(id), .saveColumns([.name, .stars])])
        #expect(app.screens.isEmpty)
    }
}
