import RepoCore
import TerminalUI

/// `A`: a change to many repositories at once, safely (issue 28) — the marked rows, else the
/// rows the query shows, else the selected one. A menu of changes (a value typed where one is
/// needed), then the plan: each repository before → after, the skipped ones and why, the
/// requests against the budget left, what cannot be undone. Enter (or, for a deletion, the
/// count typed back) applies it one repository at a time, each row ticked as GitHub answers.
/// The journal's undo (`Z`) opens the same screen at its plan.
public enum BulkChange {
    struct State: Equatable, Sendable {
        /// What the change acts on, and those words ("3 marked", "12 shown by the query").
        var targets: [Repository]
        var targetWords: String
        /// The list to update in the cache once applied.
        var listing: Listing?
        var phase: Phase = .menu
        var highlighted = 0
        /// A value typed for the chosen change, or the deletion's count typed back.
        var editor = LineEditor()
        var problem: String?
        var budget: Int?
        /// The owner's repositories' full names, lower-cased, for a rename's plan (one target only).
        var namesInUse: Set<String> = []
        var items: [ChangeItem] = []
        var scrolling = ScrollingBox()
    }

    enum Phase: Equatable, Sendable {
        case menu
        /// Typing the value `choice` needs.
        case value(BulkChangeMenu.Choice)
        /// Asking GitHub how each fork stands, for a sync's plan.
        case comparing(RepoChange)
        case planned(ChangePlan)
        /// Applied so far: one outcome per item, in order; `stopping`: Esc asked to stop after
        /// the write in flight.
        case applying(ChangePlan, outcomes: [ChangeOutcome], batch: Int?, stopping: Bool)
        case finished(ChangePlan, outcomes: [ChangeOutcome], batch: Int?)
    }

    public enum Action: Equatable, Sendable {
        case moveHighlight(by: Int)
        case choose
        case back
        case prompt(PromptAction)
        /// Enter on a plan: apply it.
        case apply
        /// Scrolling, and what the layout and the last frame said of the box.
        case box(ScrollingBox.Action)
        case forksCompared([RepoID: ForkComparison])
        /// Item `index` ended; `batch` is the journal's number for this run.
        case applied(index: Int, ChangeOutcome, batch: Int?)
    }

    public enum Effect: Equatable, Sendable {
        /// How each fork stands against its upstream → `.forksCompared`.
        case compareForks([Repository])
        /// Apply item `index` of `items` as part of `batch` (nil: the next number in the
        /// journal), pausing first when it is not the first → `.applied`.
        case apply(ChangeItem, index: Int, batch: Int?)
        /// GitHub's answers into the cached list, once a run ends.
        case record([ChangeOutcome], of: [ChangeItem], in: Listing)
    }

    enum Delegate: Equatable, Sendable {
        case close
        /// Every list shows these as GitHub answered them; `removed` are gone.
        case changed([Repository], removed: Set<RepoID>)
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        var title: String
        var lines: [OverlayLine]
        var highlighted: Int?
        var box: ScrollBox
        var status: StatusLine
    }
}
