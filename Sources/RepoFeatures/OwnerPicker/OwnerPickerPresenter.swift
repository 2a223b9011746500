import Foundation
import RepoCore
import TerminalUI

/// The picker as display-ready values: "◆ octocat   8 repositories cached · opened 2 hours ago"
/// per owner, and the status line holding what is typed (`user: ` and a cursor). Pure.
enum OwnerPickerPresenter {
    static func viewModel(_ state: OwnerPicker.State, now: Date, keys: KeyMaps) -> OwnerPicker.ViewModel {
        let prompt = PromptLine(label: "user: ", text: TerminalText.sanitize(state.editor.text), cursor: state.editor.cursor,
                                problem: state.problem.map(TerminalText.sanitize))
        return OwnerPicker.ViewModel(lines: lines(state, now: now), highlighted: state.highlighted,
                                     status: StatusLine(message: "", hints: keys.prompt(.user).hints(), prompt: prompt))
    }

    /// nil before the cache answered; an empty cache says how the list fills.
    private static func lines(_ state: OwnerPicker.State, now: Date) -> [String]? {
        guard state.owners != nil else { return nil }
        let matches = state.matches
        guard !matches.isEmpty else {
            return [state.matches(for: "").isEmpty
                ? "p pins an owner here; owners you open are listed too"
                : "no owner kept at hand matches — Enter opens what you typed"]
        }
        let width = min(39, matches.map { $0.login.rawValue.count }.max() ?? 0)
        return matches.map { line($0, loginWidth: width, now: now) }
    }

    static func line(_ owner: KnownOwner, loginWidth: Int, now: Date) -> String {
        let mark = owner.isPinned ? "◆" : " "
        let cached = owner.cachedRepositories.map { "\(CompactNumber.format($0)) \($0 == 1 ? "repository" : "repositories") cached" }
            ?? "not cached"
        let when = owner.openedAt.map { "opened " + RelativeTime.describe($0, now: now) } ?? "pinned"
        let login = TerminalText.sanitize(owner.login.rawValue)
        return "\(mark) \(DisplayWidth.fit(login, to: loginWidth))  \(cached) · \(when)"
    }
}
