import Foundation
import RepoCore
import TerminalUI

/// `u`: a prompt for another owner to open, over the list, with the owners kept at hand (pinned
/// first, then opened recently) listed above it and narrowed by what is typed; ↑↓ highlight one
/// for Enter.
public enum OwnerPicker {
    struct State: Equatable, Sendable {
        /// The list's owner: open already, so not offered.
        let current: GitHubUsername
        var editor = LineEditor()
        /// Why the last Enter was refused (a login GitHub cannot have).
        var problem: String?
        /// nil until the cache has answered.
        var owners: [KnownOwner]?
        /// An index into `matches`; nil: none highlighted, so Enter opens what is typed.
        var highlighted: Int?

        /// The owners whose login contains what is typed (without case), `current` left out.
        var matches: [KnownOwner] { matches(for: editor.text) }

        func matches(for text: String) -> [KnownOwner] {
            let typed = text.trimmingCharacters(in: .whitespaces)
            return (owners ?? []).filter { owner in
                owner.login.rawValue.caseInsensitiveCompare(current.rawValue) != .orderedSame
                    && (typed.isEmpty || owner.login.rawValue.range(of: typed, options: .caseInsensitive) != nil)
            }
        }
    }

    public enum Action: Equatable, Sendable {
        /// Ask the cache for the owners kept at hand.
        case load
        case ownersLoaded([KnownOwner])
        /// The picker takes keys as a prompt does (the user prompt's table, rebindings included).
        case prompt(PromptAction)
    }

    public enum Effect: Equatable, Sendable {
        /// The owners kept at hand → `.ownersLoaded`. Replaces the read in flight.
        case loadOwners
    }

    enum Delegate: Equatable, Sendable {
        case open(GitHubUsername)
        case close
    }

    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    struct ViewModel: Equatable, Sendable {
        /// One per owner listed, or one line saying why none is; nil before the cache answered.
        var lines: [String]?
        var highlighted: Int?
        var status: StatusLine
    }
}
