import Foundation
import RepoCore
import TerminalUI

/// The changes as lines: "Hello-World        pushed · ★ +12", the name column as wide as the
/// longest name needs (up to a third of the box). Names are sanitised. Pure.
enum SinceLastVisitPresenter {
    static func viewModel(_ state: SinceLastVisit.State, context: PresentationContext, width: Int) -> SinceLastVisit.ViewModel {
        let changes = state.changes.changes
        let names = changes.map { TerminalText.singleLine($0.repository.fullName) }
        let column = min(max(1, width / 3), names.map(DisplayWidth.of).max() ?? 0)
        let lines = zip(names, changes).map { name, change in
            let padded = DisplayWidth.truncate(name, to: column)
            let gap = String(repeating: " ", count: max(0, column - DisplayWidth.of(padded)) + 2)
            let style = change.kinds.contains(.gone) ? Palette.label : Palette.overlay
            return OverlayLine(text: DisplayWidth.truncate(padded + gap + ListChangesText.kinds(change.kinds), to: max(1, width)), style: style)
        }
        let summary = ListChangesText.summary(state.changes, now: context.now, timeZone: context.dates.timeZone)
        let message = state.problem ?? summary
        return SinceLastVisit.ViewModel(
            title: " " + ListChangesText.sinceWords(state.changes.since, now: context.now, timeZone: context.dates.timeZone)
                + " — \(changes.count) \(changes.count == 1 ? "repository" : "repositories") changed ",
            lines: lines, highlighted: lines.isEmpty ? nil : state.highlighted, box: state.scrolling.box,
            status: StatusLine(message: message, tone: state.problem == nil ? .normal : .warning, hints: SinceLastVisitKeyMap.bindings.hints()))
    }
}
