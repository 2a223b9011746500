import Foundation
import RepoCore
import TerminalUI

/// The lines of `u`'s list: "◆ octocat   8 repositories cached · opened 2 hours ago". Pure.
enum OwnerPickerPresenter {
    struct Model: Equatable, Sendable {
        var lines: [String]
        var highlighted: Int?
    }

    /// nil while no prompt is open, or before the cache answered; an empty cache says how the
    /// list fills.
    static func model(_ state: RepoList.State, now: Date) -> Model? {
        guard case .user(let editor, _, let picker)? = state.view.prompt, picker.owners != nil else { return nil }
        let matches = picker.matches(for: editor.text, excluding: state.user)
        guard !matches.isEmpty else {
            let empty = picker.matches(for: "", excluding: state.user).isEmpty
                ? "p pins a list's owner here; owners you open are listed too"
                : "no owner kept at hand matches — Enter opens what you typed"
            return Model(lines: [empty], highlighted: nil)
        }
        let width = min(39, matches.map { $0.login.rawValue.count }.max() ?? 0)
        return Model(lines: matches.map { line($0, loginWidth: width, now: now) }, highlighted: picker.highlighted)
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
