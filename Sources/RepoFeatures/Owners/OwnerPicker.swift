import Foundation
import RepoCore

/// `u`'s list under the prompt: the owners kept at hand (pinned first, then opened recently),
/// narrowed by what is typed; ↑↓ highlight one for Enter. Pure.
public struct OwnerPicker: Equatable, Sendable {
    /// nil until the cache has answered.
    var owners: [KnownOwner]?
    /// An index into `matches`; nil: none highlighted, so Enter opens what is typed.
    var highlighted: Int?

    public init(owners: [KnownOwner]? = nil, highlighted: Int? = nil) {
        self.owners = owners
        self.highlighted = highlighted
    }

    /// The owners whose login contains `text` (without case), `current` left out: it is open.
    func matches(for text: String, excluding current: GitHubUsername) -> [KnownOwner] {
        let typed = text.trimmingCharacters(in: .whitespaces)
        return (owners ?? []).filter { owner in
            owner.login.rawValue.caseInsensitiveCompare(current.rawValue) != .orderedSame
                && (typed.isEmpty || owner.login.rawValue.range(of: typed, options: .caseInsensitive) != nil)
        }
    }

    /// ↓ from the typed text highlights the first match, ↑ the last; ↑ from the first goes back
    /// to the typed text.
    func moved(by delta: Int, count: Int) -> OwnerPicker {
        var moved = self
        guard count > 0 else {
            moved.highlighted = nil
            return moved
        }
        guard let current = highlighted else {
            moved.highlighted = delta > 0 ? 0 : count - 1
            return moved
        }
        let next = current + delta
        moved.highlighted = next < 0 ? nil : min(next, count - 1)
        return moved
    }
}
