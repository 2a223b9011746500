import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// Issue 26, item 1's first step: what a screen asks of the app is a value, compared whole; the
/// app carries it out in one place.
struct ScreenDelegateTests {
    static let context = PresentationContext(now: Fixtures.now, timeZone: Fixtures.utc)

    @Test func routersAnswerWithValuesOnly() {
        let spoon = Fixtures.spoonKnife
        let listing = Listing(Fixtures.octocat)
        #expect([RepoList.Effect.readCachedList(listing, head: nil), .route(.detail(spoon)), .route(.user(Fixtures.octocat)),
                  .route(.previousUser), .route(.quit), .toggleStar(spoon), .clone([spoon], showProgress: true),
                  .owners(.load), .notice(StatusNotice(message: "hi", tone: .normal))].map(RepoListRouter.output) == [
            .list(.readCachedList(listing, head: nil)), .delegate(.openDetail(spoon)), .delegate(.openOwner(Fixtures.octocat)),
            .delegate(.previousUser), .delegate(.quit), .delegate(.toggleStar(spoon)), .delegate(.clone([spoon], showProgress: true)),
            .owners(.load), .notice(StatusNotice(message: "hi", tone: .normal)),
        ])
        #expect([RepoDetail.Effect.route(.back), .route(.repository(fullName: "github/Spoon-Knife", like: spoon)), .clone(spoon),
                 .checkStar(spoon)].map(RepoDetailRouter.output) == [
            .delegate(.closed(savingColumns: nil)), .delegate(.openRepository(fullName: "github/Spoon-Knife", like: spoon)),
            .delegate(.clone([spoon], showProgress: false)), .detail(.checkStar(spoon)),
        ])
        #expect([ColumnChooser.Effect.chose([.name]), .close(remember: [.name, .stars])].map(ColumnChooserRouter.output) == [
            .delegate(.columnsChosen([.name])), .delegate(.closed(savingColumns: [.name, .stars])),
        ])
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
