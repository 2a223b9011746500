import Foundation
import RepoCore
import TerminalUI
import Testing
@testable import RepoFeatures

/// The bulk change's state machine, whole state and whole reaction after every action: menu →
/// value → plan → one write per effect → finished.
struct BulkChangeInteractorTests {
    typealias Machine = Exhaustive<BulkChange.State, BulkChange.Action, BulkChange.Reaction>

    static func admin(_ repository: Repository) -> Repository {
        var repository = repository
        repository.viewerPermission = .admin
        return repository
    }

    static let hello = admin(Fixtures.helloWorld)
    static let spoon = admin(Fixtures.spoonKnife)
    static let archived = admin(Fixtures.testRepo1)
    static let listing = Listing(Fixtures.octocat, .repositories)

    static func opened(_ targets: [Repository] = [hello, spoon, archived]) -> Machine {
        Exhaustive(BulkChange.State(targets: targets, targetWords: "\(targets.count) marked", listing: listing, budget: 4_000)) {
            BulkChangeInteractor.reduce(&$0, $1)
        }
    }

    static func entry(_ repository: Repository, batch: Int = 7) -> JournalEntry {
        JournalEntry(batch: batch, time: Fixtures.now, repositoryID: repository.id.rawValue, fullName: repository.fullName,
                     change: .archive, applied: .archive, undo: .unarchive, before: "active", after: "archived")
    }

    @Test("archiving plans, applies one repository per effect, tells the lists each answer and records the run")
    func archive() {
        var change = Self.opened()
        change.send(.moveHighlight(by: -1))
        change.send(.choose) { state in
            let plan = ChangePlanner.plan(.archive, for: [Self.hello, Self.spoon, Self.archived], remainingBudget: 4_000)
            state.phase = .planned(plan)
            state.items = [
                ChangeItem(repository: Self.hello, change: .archive, before: "active", after: "archived"),
                ChangeItem(repository: Self.spoon, change: .archive, before: "active", after: "archived"),
            ]
        }
        guard case .planned(let plan) = change.state.phase else { return }
        #expect(plan.skipped.map(\.verdict) == [.skip("already archived")])
        let items = change.state.items

        change.send(.apply, effects: [.apply(items[0], index: 0, batch: nil)]) {
            $0.phase = .applying(plan, outcomes: [], batch: nil, stopping: false)
        }
        var answered = Self.hello
        answered.isArchived = true
        let first = ChangeOutcome.applied(Self.entry(Self.hello), answered)
        change.send(.applied(index: 0, first, batch: 7),
                    effects: BulkChange.Reaction(effects: [.apply(items[1], index: 1, batch: 7)],
                                                 delegates: [.changed([answered], removed: [])])) {
            $0.phase = .applying(plan, outcomes: [first], batch: 7, stopping: false)
        }
        let second = ChangeOutcome.failed("GitHub refused: Must have admin rights to Repository.")
        change.send(.applied(index: 1, second, batch: 7), effects: [.record([first, second], of: items, in: Self.listing)]) {
            $0.phase = .finished(plan, outcomes: [first, second], batch: 7)
        }
        // An answer for a write no longer asked for changes nothing.
        change.send(.applied(index: 1, second, batch: 7))
        change.send(.back, effects: .delegate(.close))
    }

    @Test("a value is typed for the changes that need one; GitHub's rules are said before any plan, Esc goes back to the menu")
    func topicsValue() {
        var change = Self.opened([Self.hello])
        change.send(.moveHighlight(by: 4)) { $0.highlighted = 4 }
        change.send(.choose) { $0.phase = .value(.addTopics) }
        change.send(.prompt(.edit(.insert("Rust")))) { $0.editor = LineEditor(text: "Rust") }
        change.send(.prompt(.accept)) {
            $0.problem = "'Rust' is not a topic GitHub takes: lowercase letters, digits and hyphens, "
                + "starting with a letter or digit, at most 50 characters"
        }
        change.send(.prompt(.edit(.deleteToStart))) {
            $0.editor = LineEditor(text: "")
            $0.problem = nil
        }
        change.send(.prompt(.edit(.insert("cli tui")))) { $0.editor = LineEditor(text: "cli tui") }
        change.send(.prompt(.accept)) {
            $0.phase = .planned(ChangePlanner.plan(.addTopics(["cli", "tui"]), for: [Self.hello], remainingBudget: 4_000))
            $0.items = [ChangeItem(repository: Self.hello, change: .addTopics(["cli", "tui"]), before: "no topics", after: "cli, tui")]
            $0.editor = LineEditor()
        }
        change.send(.back, effects: .delegate(.close))

        var back = Self.opened([Self.hello])
        back.send(.moveHighlight(by: 8)) { $0.highlighted = 8 }
        back.send(.choose) { $0.phase = .value(.rename) }
        back.send(.prompt(.cancel)) { $0.phase = .menu }
    }

    @Test("a deletion applies only when the count is typed back, and says what to type otherwise")
    func deleteConfirmation() {
        var change = Self.opened([Self.hello, Self.spoon])
        change.send(.moveHighlight(by: 16)) { $0.highlighted = 16 }
        let plan = ChangePlanner.plan(.delete, for: [Self.hello, Self.spoon], remainingBudget: 4_000)
        change.send(.choose) {
            $0.phase = .planned(plan)
            $0.items = ChangeItem.items(of: plan)
        }
        // Enter alone is not enough for what cannot be undone.
        change.send(.apply)
        change.send(.prompt(.edit(.insert("3")))) { $0.editor = LineEditor(text: "3") }
        change.send(.prompt(.accept)) { $0.problem = "type 2 to delete, or Esc to leave them be" }
        change.send(.prompt(.edit(.deleteBackward))) {
            $0.editor = LineEditor(text: "")
            $0.problem = nil
        }
        change.send(.prompt(.edit(.insert("2")))) { $0.editor = LineEditor(text: "2") }
        change.send(.prompt(.accept), effects: [.apply(change.state.items[0], index: 0, batch: nil)]) {
            $0.phase = .applying(plan, outcomes: [], batch: nil, stopping: false)
        }
        // A deleted repository leaves every list.
        let gone = ChangeOutcome.applied(Self.entry(Self.hello), nil)
        change.send(.applied(index: 0, gone, batch: 3),
                    effects: BulkChange.Reaction(effects: [.apply(change.state.items[1], index: 1, batch: 3)],
                                                 delegates: [.changed([], removed: [Self.hello.id])])) {
            $0.phase = .applying(plan, outcomes: [gone], batch: 3, stopping: false)
        }
    }

    @Test("Esc while applying stops after the write in flight; the rest are not applied")
    func stopping() {
        var change = Self.opened([Self.hello, Self.spoon])
        change.send(.choose) {
            let plan = ChangePlanner.plan(.archive, for: [Self.hello, Self.spoon], remainingBudget: 4_000)
            $0.phase = .planned(plan)
            $0.items = ChangeItem.items(of: plan)
        }
        guard case .planned(let plan) = change.state.phase else { return }
        let items = change.state.items
        change.send(.apply, effects: [.apply(items[0], index: 0, batch: nil)]) {
            $0.phase = .applying(plan, outcomes: [], batch: nil, stopping: false)
        }
        change.send(.back) { $0.phase = .applying(plan, outcomes: [], batch: nil, stopping: true) }
        let skipped = ChangeOutcome.skipped("already so")
        change.send(.applied(index: 0, skipped, batch: 4), effects: [.record([skipped], of: [items[0]], in: Self.listing)]) {
            $0.phase = .finished(plan, outcomes: [skipped], batch: 4)
        }
    }

    @Test("a fork's sync asks how the forks stand before its plan")
    func syncFork() {
        var fork = Self.admin(Fixtures.linguist)
        fork.viewerPermission = .write
        var change = Self.opened([fork])
        change.send(.moveHighlight(by: 15)) { $0.highlighted = 15 }
        change.send(.choose, effects: [.compareForks([fork])]) { $0.phase = .comparing(.syncFork) }
        let standing = [fork.id: ForkComparison(upstream: "github:main", behindBy: 3, aheadBy: 0)]
        change.send(.forksCompared(standing)) {
            $0.phase = .planned(ChangePlanner.plan(.syncFork, for: [fork], forks: standing, remainingBudget: 4_000))
            $0.items = [ChangeItem(repository: fork, change: .syncFork, before: "3 behind github:main", after: "even with github:main")]
        }
    }

    @Test("a plan with nothing to change says so instead of applying")
    func nothingToChange() {
        var change = Self.opened([Self.archived])
        change.send(.choose) { $0.phase = .planned(ChangePlanner.plan(.archive, for: [Self.archived], remainingBudget: 4_000)) }
        guard case .planned(let plan) = change.state.phase else { return }
        #expect(plan.changing.isEmpty)
        change.send(.apply) { $0.problem = "nothing to change: every repository is skipped" }
    }
}
