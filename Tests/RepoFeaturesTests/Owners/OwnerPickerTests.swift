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

    static func prompt(_ text: String = "", highlighted: Int? = nil) -> RepoList.Prompt {
        .user(LineEditor(text: text), problem: nil, picker: OwnerPicker(owners: owners, highlighted: highlighted))
    }

    static func opened() -> Exhaustive<RepoList.State, RepoList.Action, RepoList.Reaction> {
        var list = RepoListScopeTests.loaded()
        list.send(.askForUser, effects: [.owners(.load)]) { $0.view.prompt = .user(LineEditor(), problem: nil) }
        list.send(.knownOwnersLoaded(Self.owners)) { $0.view.prompt = Self.prompt() }
        return list
    }

    @Test func typingNarrowsTheListAndDownThenEnterOpensTheHighlightedOwner() {
        var list = Self.opened()

        list.send(.prompt(.edit(.insert("r")))) { $0.view.prompt = Self.prompt("r") }
        list.send(.prompt(.moveSelection(by: 1))) { $0.view.prompt = Self.prompt("r", highlighted: 0) }
        list.send(.prompt(.moveSelection(by: 1))) { $0.view.prompt = Self.prompt("r", highlighted: 1) }
        list.send(.prompt(.moveSelection(by: 1))) { $0.view.prompt = Self.prompt("r", highlighted: 1) }
        #expect(OwnerPicker(owners: Self.owners).matches(for: "r", excluding: Fixtures.octocat).map(\.login.rawValue)
                == ["torvalds", "rust-lang"])
        list.send(.prompt(.accept), effects: .delegate(.openOwner(Fixtures.user("rust-lang")))) { $0.view.prompt = nil }
    }

    @Test func upFromTheFirstGoesBackToWhatIsTypedAndEnterOpensThat() {
        var list = Self.opened()
        for (count, character) in "linus".enumerated() {
            list.send(.prompt(.edit(.insert(String(character))))) { $0.view.prompt = Self.prompt(String("linus".prefix(count + 1))) }
        }
        list.send(.prompt(.moveSelection(by: 1)))
        #expect(list.state.view.prompt == Self.prompt("linus"))
        list.send(.prompt(.accept), effects: .delegate(.openOwner(Fixtures.user("linus")))) { $0.view.prompt = nil }
    }

    @Test func enterWithNothingTypedOpensTheFirstOwnerListed() {
        var list = Self.opened()
        list.send(.prompt(.accept), effects: .delegate(.openOwner(Fixtures.user("torvalds")))) { $0.view.prompt = nil }
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
            " octocat · 8 repositories · ★ 17k · pushed ↓              Repositories  Starred",
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
}
