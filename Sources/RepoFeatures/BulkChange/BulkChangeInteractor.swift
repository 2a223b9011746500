import Foundation
import RepoCore
import TerminalUI

/// The bulk change's state machine: menu → value → plan → applying → finished. Pure: GitHub is
/// asked through effects, one write per effect, so Esc can stop a run between two writes and
/// no answer is lost to a cancelled task.
enum BulkChangeInteractor {
    static func reduce(_ state: inout BulkChange.State, _ action: BulkChange.Action) -> BulkChange.Reaction {
        switch action {
        case .moveHighlight(let delta):
            guard state.phase == .menu else { return [] }
            state.highlighted = max(0, min(BulkChangeMenu.choices.count - 1, state.highlighted + delta))
            state.problem = nil
        case .choose:
            guard state.phase == .menu else { return [] }
            let choice = BulkChangeMenu.choices[state.highlighted]
            guard BulkChangeMenu.valueLabel(choice) == nil else {
                state.phase = .value(choice)
                state.editor = LineEditor()
                state.problem = nil
                return []
            }
            return plan(BulkChangeMenu.change(choice), &state)
        case .prompt(let prompt):
            return typed(prompt, &state)
        case .apply:
            guard case .planned(let plan) = state.phase, plan.confirmation == nil else { return [] }
            return start(plan, &state)
        case .back:
            return back(&state)
        case .box(let action):
            state.scrolling.apply(action)
        case .forksCompared(let forks):
            guard case .comparing(let change) = state.phase else { return [] }
            show(ChangePlanner.plan(change, for: state.targets, forks: forks, remainingBudget: state.budget), &state)
        case .applied(let index, let outcome, let batch):
            return applied(index, outcome, batch: batch, &state)
        }
        return []
    }

    /// The plan of `change` over the targets, or why there can be none.
    static func plan(_ change: RepoChange, _ state: inout BulkChange.State) -> BulkChange.Reaction {
        if let refusal = ChangePlanner.refusal(of: change, count: state.targets.count) {
            state.problem = refusal
            return []
        }
        if change == .syncFork {
            state.phase = .comparing(change)
            return [.compareForks(state.targets)]
        }
        show(ChangePlanner.plan(change, for: state.targets, remainingBudget: state.budget, namesInUse: state.namesInUse), &state)
        return []
    }

    static func show(_ plan: ChangePlan, _ state: inout BulkChange.State) {
        state.phase = .planned(plan)
        state.items = ChangeItem.items(of: plan)
        state.editor = LineEditor()
        state.problem = nil
        state.scrolling.box = ScrollBox()
    }

    private static func typed(_ prompt: PromptAction, _ state: inout BulkChange.State) -> BulkChange.Reaction {
        switch (state.phase, prompt) {
        case (.value, .edit(let edit)), (.planned, .edit(let edit)):
            state.editor = state.editor.applying(edit)
            state.problem = nil
        case (.value(let choice), .accept):
            return plan(BulkChangeMenu.change(choice, value: state.editor.text), &state)
        case (.value, .cancel):
            state.phase = .menu
            state.problem = nil
        case (.planned(let plan), .accept):
            guard let wanted = plan.confirmation else { return start(plan, &state) }
            guard state.editor.text.trimmingCharacters(in: .whitespaces) == wanted else {
                state.problem = "type \(wanted) to delete, or Esc to leave them be"
                return []
            }
            return start(plan, &state)
        case (.planned, .cancel):
            return .delegate(.close)
        default:
            break
        }
        return []
    }

    private static func start(_ plan: ChangePlan, _ state: inout BulkChange.State) -> BulkChange.Reaction {
        guard let first = state.items.first else {
            state.problem = "nothing to change: every repository is skipped"
            return []
        }
        state.phase = .applying(plan, outcomes: [], batch: nil, stopping: false)
        state.problem = nil
        return [.apply(first, index: 0, batch: nil)]
    }

    private static func back(_ state: inout BulkChange.State) -> BulkChange.Reaction {
        switch state.phase {
        case .value:
            state.phase = .menu
            state.problem = nil
            return []
        case .applying(let plan, let outcomes, let batch, _):
            // The write in flight ends and is journaled; none after it starts.
            state.phase = .applying(plan, outcomes: outcomes, batch: batch, stopping: true)
            return []
        case .menu, .comparing, .planned, .finished:
            return .delegate(.close)
        }
    }

    private static func applied(_ index: Int, _ outcome: ChangeOutcome, batch: Int?,
                                _ state: inout BulkChange.State) -> BulkChange.Reaction {
        guard case .applying(let plan, var outcomes, let known, let stopping) = state.phase, index == outcomes.count else { return [] }
        outcomes.append(outcome)
        let batch = known ?? batch
        var reaction: BulkChange.Reaction = []
        if case .applied(_, let answer) = outcome {
            let item = state.items[index]
            if item.change == .delete {
                reaction.delegates.append(.changed([], removed: [item.repository.id]))
            } else if let answer {
                reaction.delegates.append(.changed([answer], removed: []))
            }
        }
        let next = index + 1
        if stopping || next == state.items.count {
            state.phase = .finished(plan, outcomes: outcomes, batch: batch)
            if let listing = state.listing {
                reaction.effects.append(.record(outcomes, of: Array(state.items.prefix(outcomes.count)), in: listing))
            }
        } else {
            state.phase = .applying(plan, outcomes: outcomes, batch: batch, stopping: false)
            reaction.effects.append(.apply(state.items[next], index: next, batch: batch))
        }
        return reaction
    }
}
