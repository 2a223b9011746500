import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `u`'s list of owners kept at hand and `p`: as state, and as the person sees it.
struct OwnerPickerTests {
    static let owners = [
        KnownOwner(login: Fixtures.user("torvalds"), pinnedAt: Fixtures.ago(Fixtures.day), openedAt: Fixtures.ago(3 * Fixtures.day),
                   cachedRepositories: 7),
        KnownOwner(login: Fixtures.user("apple"), pinnedAt: Fixtures.ago(Fixtures.hour)),
        KnownOwner(login: Fixtures.octocat, openedAt: Fixtures.ago(Fixtures.minute), cachedRepositories: 8),
        KnownOwner(login: Fixtures.user("rust-lang"), openedAt: Fixtures.ago(2 * Fixtures.hour), cachedRepositories: 1_200),
    ]

    static func picker(_ text: String = "", highlighted: Int? = nil, problem: String? = nil) -> OwnerPicker.State {
        OwnerPicker.State(current: Fixtures.octocat, editor: LineEditor(text: text), problem: problem, owners: owners,
                          highlighted: highlighted)
    }

    static func opened() -> Exhaustive<OwnerPicker.State, OwnerPicker.Action, OwnerPicker.Reaction> {
        var picker = Exhaustive(OwnerPicker.State(current: Fixtures.octocat)) { OwnerPickerInteractor.reduce(&$0, $1) }
        picker.send(.load, effects: [.loadOwners])
        picker.send(.ownersLoaded(Self.owners)) { $0 = Self.picker() }
        return picker
    }

    /// Types `text` a character at a time, each one narrowing the owners again.
    static func type(_ text: String, into picker: inout Exhaustive<OwnerPicker.State, OwnerPicker.Action, OwnerPicker.Reaction>) {
        for (count, character) in text.enumerated() {
            picker.send(.prompt(.edit(.insert(String(character))))) { $0 = Self.picker(String(text.prefix(count + 1))) }
        }
    }

    @Test func theListAsksForThePickerAndTheAppOpensItOverTheList() {
        var list = RepoListScopeTests.loaded()
        list.send(.askForUser, effects: .delegate(.chooseOwner(current: Fixtures.octocat)))
        #expect(RepoListRouter.request(for: .chooseOwner(current: Fixtures.octocat))
                == .open(ConfiguredScreen(.owners(OwnerPicker.State(current: Fixtures.octocat)), start: .owners(.load))))
    }

    @Test func typingNarrowsTheListAndDownThenEnterOpensTheHighlightedOwner() {
        var picker = Self.opened()

        Self.type("r", into: &picker)
        #expect(picker.state.matches.map(\.login.rawValue) == ["torvalds", "rust-lang"])
        picker.send(.prompt(.moveSelection(by: 1))) { $0 = Self.picker("r", highlighted: 0) }
        picker.send(.prompt(.moveSelection(by: 1))) { $0 = Self.picker("r", highlighted: 1) }
        picker.send(.prompt(.moveSelection(by: 1))) { $0 = Self.picker("r", highlighted: 1) }
        picker.send(.prompt(.accept), effects: .delegate(.open(Fixtures.user("rust-lang"))))
    }

    @Test func upFromTheFirstGoesBackToWhatIsTypedAndEnterOpensThat() {
        var picker = Self.opened()
        Self.type("r", into: &picker)
        picker.send(.prompt(.moveSelection(by: 1))) { $0.highlighted = 0 }
        picker.send(.prompt(.moveSelection(by: -1))) { $0.highlighted = nil }
        picker.send(.prompt(.accept), effects: .delegate(.open(Fixtures.user("r"))))
    }

    @Test func withNothingMatchingDownHighlightsNothingAndEnterOpensWhatIsTyped() {
        var picker = Self.opened()
        Self.type("linus", into: &picker)
        picker.send(.prompt(.moveSelection(by: 1)))
        picker.send(.prompt(.accept), effects: .delegate(.open(Fixtures.user("linus"))))
    }

    @Test func enterWithNothingTypedOpensTheFirstOwnerListed() {
        var picker = Self.opened()
        picker.send(.prompt(.accept), effects: .delegate(.open(Fixtures.user("torvalds"))))
    }

    @Test func aLoginGitHubCannotHaveIsRefusedWithWhyUntilItIsCorrected() {
        var picker = Self.opened()
        Self.type("a--b", into: &picker)
        picker.send(.prompt(.accept)) { $0.problem = "a GitHub user name cannot contain two hyphens in a row" }
        picker.send(.prompt(.edit(.deleteToStart))) { $0 = Self.picker() }
        Self.type("octocat", into: &picker)
        // The list's own owner is open already: Enter just closes the picker.
        picker.send(.prompt(.accept), effects: .delegate(.close))
        picker.send(.prompt(.cancel), effects: .delegate(.close))
    }

    @Test func choosingAnOwnerClosesThePickerAndOpensTheListInTheOrderOfTheOneBelow() {
        var world = RepoListScopeTests.world()
        world.owners = Self.owners
        var screen = AppDriver(size: Size(width: 80, height: 12), world: world)
        screen.start()
        screen.press(.character("s"), .character("u"), .down)
        #expect(screen.app.screens.map(\.screen.feature).map { "\($0)" } == ["RepoList", "OwnerPicker"])

        screen.press(.enter)

        #expect(screen.app.lists.map(\.state.user) == [Fixtures.octocat, Fixtures.user("torvalds")])
        #expect(screen.app.screens.count == 2)
        #expect(screen.app.lists.map(\.state.view.sort) == [screen.app.lists[0].state.view.sort, screen.app.lists[0].state.view.sort])
        #expect(screen.app.lists[0].state.view.sort != .default)
    }

    @Test func pPinsTheOwnerAndSaysSo() {
        var list = RepoListScopeTests.loaded()
        list.send(.togglePin, effects: [.owners(.togglePin(Fixtures.octocat))])
        list.send(.pinToggled(Fixtures.octocat, pinned: true),
                  effects: .delegate(.notice(StatusNotice(message: "pinned octocat — u lists it first", tone: .normal))))
        list.send(.pinToggled(Fixtures.octocat, pinned: nil),
                  effects: .delegate(.notice(StatusNotice(message: "pins are kept in the cache, and this run has none", tone: .warning))))
    }

    @Test func theListShowsUnderThePromptPinnedFirstWithWhatIsCached() {
        var world = RepoListScopeTests.world()
        world.owners = Self.owners
        var screen = AppDriver(size: Size(width: 80, height: 12), world: world)
        screen.start()
        screen.press(.character("u"), .down)

        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓             Repos  Starred  Search",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            "› linguist             fork Language Savan…  Ruby        ★ 1.2k  5 minutes ago",
            "  boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "  Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
            "  octocat.github.io                          CSS          ★ 999  yesterday",
            "┌─ owners — ↑↓ pick, ⏎ open, Esc cancel · p pins ──────────────────────────────┐",
            "│ ◆ torvalds   7 repositories cached · opened 3 days ago                       │",
            "│ ◆ apple      not cached · pinned                                             │",
            "│   rust-lang  1.2k repositories cached · opened 2 hours ago                   │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            " user:                                                       ⏎ open  Esc cancel",
        ])
        // ↓ highlighted the first, drawn in reverse video.
        var renderer = FrameRenderer()
        let frame = renderer.render(AppPresenter.viewModel(screen.app, context: screen.context), size: screen.app.size)
        #expect(frame[10, 7].style == Palette.selected)
        #expect(frame[10, 8].style == Palette.overlay)
    }

    @Test func aLineWiderThanTheBoxEndsInAnEllipsisRatherThanBeingCut() {
        let state = OwnerPicker.State(current: Fixtures.octocat, owners: Self.owners)
        let model = OwnerPickerPresenter.viewModel(state, now: Fixtures.now, keys: .standard)
        var buffer = ScreenBuffer(size: Size(width: 44, height: 6))

        OwnerPickerRenderer.render(model, into: &buffer, rect: Rect(x: 0, y: 0, width: 44, height: 6))

        #expect(buffer.lines == [
            "",
            "┌─ owners — ↑↓ pick, ⏎ open, Esc cancel ·…─┐",
            "│ ◆ torvalds   7 repositories cached · op… │",
            "│ ◆ apple      not cached · pinned         │",
            "│   rust-lang  1.2k repositories cached ·… │",
            "└──────────────────────────────────────────┘",
        ])
    }
}
