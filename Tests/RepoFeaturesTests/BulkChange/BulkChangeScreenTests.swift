import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// `A` and `Z` as a person sees them: whole screens, driven by keys, the world answering.
struct BulkChangeScreenTests {
    static let size = Size(width: 80, height: 24)

    /// octocat's list as a token holding admin rights on it sees it.
    static func world() -> World {
        var world = World.octocat(Fixtures.unsorted.map(BulkChangeInteractorTests.admin))
        world.viewer = Fixtures.octocat
        return world
    }

    static func started(_ world: World = world()) -> AppDriver {
        var screen = AppDriver(size: size, world: world)
        screen.app.identifiesViewer = true
        screen.start()
        return screen
    }

    static let archivedLinguist: Repository = {
        var linguist = BulkChangeInteractorTests.admin(Fixtures.linguist)
        linguist.isArchived = true
        return linguist
    }()

    static let linguistEntry = JournalEntry(batch: 7, time: Fixtures.ago(Fixtures.minute), repositoryID: 1,
                                            fullName: "octocat/linguist", change: .archive, applied: .archive, undo: .unarchive,
                                            before: "active", after: "archived")

    static let box = "│" + String(repeating: " ", count: 78) + "│"

    @Test("m m A: the menu names the marked repositories; Enter plans, Enter applies, each row ticks, the list shows GitHub's answer")
    func markedArchive() {
        var world = Self.world()
        world.changeOutcomes = [
            "octocat/linguist": .applied(Self.linguistEntry, Self.archivedLinguist),
            "octocat/boysenberry-repo-1": .failed("GitHub refused: Must have admin rights to Repository."),
        ]
        var screen = Self.started(world)
        screen.press(.character("m"), .character("m"), .character("A"))
        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "┌─ change 2 marked ────────────────────────────────────────────────────────────┐",
            "│ octocat/linguist, octocat/boysenberry-repo-1                                 │",
            Self.box,
            "│ › archive                                                                    │",
            "│   unarchive                                                                  │",
            "│   make private                                                               │",
            "│   make public                                                                │",
            "│   add topics…                                                                │",
            "│   remove topics…                                                             │",
            "│   set the description…                                                       │",
            "│   set the homepage…                                                          │",
            "│   rename…                                                                    │",
            "│   enable issues                                                              │",
            "│   disable issues                                                             │",
            "│   enable the wiki                                                            │",
            "│   disable the wiki                                                           │",
            "│   enable projects                                                            │",
            "│   disable projects                                                           │",
            "│   sync forks with their upstream                                             │",
            "│   delete…                                                                    │",
            Self.box,
            "└──────────────────────────────────────────────────────────────────────────────┘",
            " choose a change                                             ⏎ plan  Esc cancel",
        ])

        screen.press(.enter)
        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "┌─ change 2 marked ────────────────────────────────────────────────────────────┐",
            "│ archive — 2 repositories of 2                                                │",
            Self.box,
            "│ octocat/linguist            active → archived                                │",
            "│ octocat/boysenberry-repo-1  active → archived                                │",
            Self.box,
            "│ 2 requests                                                                   │",
        ] + Array(repeating: Self.box, count: 14) + [
            "└──────────────────────────────────────────────────────────────────────────────┘",
            " Enter applies it to 2 repositories                         ⏎ apply  Esc cancel",
        ])

        screen.press(.enter)
        #expect(screen.lines == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "┌─ change 2 marked ────────────────────────────────────────────────────────────┐",
            "│ archive — 1 of 2 applied, 1 failed                                           │",
            Self.box,
            "│ ✓ octocat/linguist            active → archived                              │",
            "│ ✗ octocat/boysenberry-repo-1  GitHub refused: Must have admin rights to      │",
            "│                               Repository.                                    │",
        ] + Array(repeating: Self.box, count: 15) + [
            "└──────────────────────────────────────────────────────────────────────────────┘",
            " 1 of 2 applied, 1 failed — batch 7 in the journal (Z)                Esc close",
        ])
        // One write per effect, in order, the batch the first answer named carried on.
        #expect(screen.effects.compactMap { effect -> String? in
            guard case .bulkChange(_, .apply(let item, let index, let batch)) = effect else { return nil }
            return "\(index) \(item.repository.name) \(batch.map(String.init) ?? "next")"
        } == ["0 linguist next", "1 boysenberry-repo-1 7"])

        screen.press(.escape)
        #expect(Array(screen.lines.prefix(6)) == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "  All 8  Sources 6  Forks 2  Archived 2   █████████████  ● CSS 33%  ● Other 67%",
            "  NAME                 DESCRIPTION           LANGUAGE     STARS  PUSHED",
            " •linguist             archived Language S…  Ruby        ★ 1.2k  5 minutes ago",
            " •boysenberry-repo-1   fork Testing                       ★ 300  1 hour ago",
            "› Spoon-Knife          This repo is for de…  HTML         ★ 12k  2 hours ago",
        ])
    }

    @Test("Z lists the journal newest first; u on a batch opens the plan that takes it back, and applying it says so")
    func journalUndo() {
        var world = Self.world()
        let older = JournalEntry(batch: 6, time: Fixtures.ago(Fixtures.day), repositoryID: 3, fullName: "octocat/Spoon-Knife",
                                 change: .delete, applied: .delete, undo: nil, before: "on GitHub", after: "deleted")
        world.journal = [older, Self.linguistEntry]
        var linguist = BulkChangeInteractorTests.admin(Fixtures.linguist)
        linguist.isArchived = false
        world.changeOutcomes = ["octocat/linguist": .applied(Self.linguistEntry, linguist)]
        world.nextBatch = 8
        var screen = Self.started(world)
        screen.press(.character("Z"))
        #expect(Array(screen.lines.prefix(7)) == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "┌─ changes applied — newest first ─────────────────────────────────────────────┐",
            "│ 7  1 minute ago  archive — octocat/linguist                                  │",
            "│     octocat/linguist  active → archived                                      │",
            "│ 6  yesterday  delete — octocat/Spoon-Knife  · cannot be undone               │",
            "│     octocat/Spoon-Knife  on GitHub → deleted  (cannot be undone)             │",
            Self.box,
        ])
        #expect(screen.lines.last == " u takes a batch (or one change) back, after its plan         u undo  Esc close")

        screen.press(.character("j"), .character("j"), .character("u"))
        #expect(screen.lines.last == " nothing here can be undone: delete                           u undo  Esc close")
        screen.press(.character("k"), .character("k"), .character("u"))
        #expect(Array(screen.lines.prefix(6)) == [
            " octocat · 8 repositories · ★ 17k · pushed ↓       Repos  Starred  Orgs  Search",
            "┌─ change — undo batch 7 ──────────────────────────────────────────────────────┐",
            "│ unarchive — 1 repository of 1                                                │",
            Self.box,
            "│ octocat/linguist  archived → active                                          │",
            Self.box,
        ])
        screen.press(.enter)
        #expect(screen.lines.last == " 1 of 1 applied — batch 8 in the journal (Z)                          Esc close")
        guard case .bulkChange(let state)? = screen.app.focused?.screen else {
            Issue.record("no bulk change on top")
            return
        }
        // The undo's own undo is the change it took back.
        #expect(state.items == [ChangeItem(repository: BulkChangeInteractorTests.admin(Fixtures.linguist), change: .unarchive,
                                           before: "archived", after: "active", undoes: 7, redo: .archive, isListed: true)])
    }

    @Test("without a token A says what it needs and opens nothing")
    func needsAToken() {
        var screen = AppDriver(size: Self.size, world: Self.world())
        screen.start()
        screen.press(.character("A"))
        #expect(screen.lines.last == " changing repositories needs a token (GH_TOKEN, or gh auth login)        ? help")
        #expect(screen.app.screens.count == 1)
    }

    @Test("the filter's rows are the targets when it narrows the list; else the selected one")
    func targets() {
        var screen = Self.started()
        screen.press(.character("A"))
        #expect(screen.lines[1] == "┌─ change octocat/linguist ────────────────────────────────────────────────────┐")
        screen.press(.escape, .character("/"))
        for character in "is:fork" { screen.press(.character(character)) }
        screen.press(.enter, .character("A"))
        #expect(screen.lines[1] == "┌─ change the 2 shown ─────────────────────────────────────────────────────────┐")
        #expect(screen.lines[2] == "│ octocat/linguist, octocat/boysenberry-repo-1                                 │")
    }

    @Test("A in the detail plans a change to the repository it shows, as GitHub's page has it")
    func fromTheDetail() {
        var world = Self.world()
        var page = BulkChangeInteractorTests.admin(Fixtures.spoonKnifeFull)
        page.facts = RepositoryFacts(subscribersCount: 3, networkCount: 1, hasIssues: true, hasWiki: false)
        world.fresh = ["octocat/Spoon-Knife": .success(page)]
        var screen = Self.started(world)
        screen.press(.character("j"), .character("j"), .enter, .character("A"))
        #expect(screen.lines[1] == "┌─ change octocat/Spoon-Knife ─────────────────────────────────────────────────┐")
        // The page says the wiki is off: disabling it again is skipped, and says why.
        for _ in 0..<12 { screen.press(.character("j")) }
        screen.press(.enter)
        #expect(screen.lines[2] == "│ disable wiki — 0 repositories of 1                                           │")
        #expect(screen.lines[4] == "│ skipped (1):                                                                 │")
        #expect(screen.lines[5] == "│ octocat/Spoon-Knife  wiki already off                                        │")
    }

    @Test("a change applied from the detail shows there, and in the list, as GitHub answered it")
    func detailFollowsTheAnswer() {
        var world = Self.world()
        let page = BulkChangeInteractorTests.admin(Fixtures.spoonKnifeFull)
        world.fresh = ["octocat/Spoon-Knife": .success(page)]
        var answered = page
        answered.description = "Forks, knives and spoons"
        world.changeOutcomes = ["octocat/Spoon-Knife": .applied(
            JournalEntry(batch: 7, time: Fixtures.now, repositoryID: 3, fullName: "octocat/Spoon-Knife",
                         change: .description("Forks, knives and spoons"), applied: .description("Forks, knives and spoons"),
                         undo: .description(page.description), before: page.description ?? "", after: "Forks, knives and spoons"),
            answered)]
        var screen = Self.started(world)
        screen.press(.character("j"), .character("j"), .enter, .character("A"))
        for _ in 0..<6 { screen.press(.character("j")) }
        screen.press(.enter)
        for character in "Forks, knives and spoons" { screen.press(.character(character)) }
        screen.press(.enter, .enter, .escape)
        #expect(screen.detail?.repository.description == "Forks, knives and spoons")
        #expect(screen.lines.contains { $0.contains("Forks, knives and spoons") })
        screen.press(.escape)
        #expect(screen.list?.known?.repositories.first { $0.id == RepoID(3) }?.description == "Forks, knives and spoons")
    }

    @Test("marked rows the filter hides are left out, and the title says so; all hidden, A says why it does nothing")
    func hiddenMarks() {
        var screen = Self.started()
        screen.press(.character("m"), .character("m"), .character("m"), .character("/"))
        for character in "is:fork" { screen.press(.character(character)) }
        screen.press(.enter, .character("A"))
        #expect(screen.lines[1] == "┌─ change 2 marked (1 hidden by the filter left out) ──────────────────────────┐")
        screen.press(.escape, .character("/"), .control("u"))
        for character in "hello" { screen.press(.character(character)) }
        screen.press(.enter, .character("M"), .character("m"), .character("/"), .control("u"))
        for character in "spoon" { screen.press(.character(character)) }
        screen.press(.enter, .character("A"))
        #expect(screen.app.screens.count == 1)
        #expect(screen.lines.last == " the filter hides every marked repository — Esc clears it, M unmarks them")
    }
}
