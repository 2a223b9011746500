import Foundation
import RepoCore

/// The changes `A` offers, in the order of the menu, and the value each one asks for.
enum BulkChangeMenu {
    enum Choice: Equatable, Sendable, CaseIterable {
        case archive, unarchive, makePrivate, makePublic, addTopics, removeTopics, description, homepage, rename
        case enableIssues, disableIssues, enableWiki, disableWiki, enableProjects, disableProjects, syncFork, delete
    }

    static let choices = Choice.allCases

    static func title(_ choice: Choice) -> String {
        switch choice {
        case .archive: "archive"
        case .unarchive: "unarchive"
        case .makePrivate: "make private"
        case .makePublic: "make public"
        case .addTopics: "add topics…"
        case .removeTopics: "remove topics…"
        case .description: "set the description…"
        case .homepage: "set the homepage…"
        case .rename: "rename…"
        case .enableIssues: "enable issues"
        case .disableIssues: "disable issues"
        case .enableWiki: "enable the wiki"
        case .disableWiki: "disable the wiki"
        case .enableProjects: "enable projects"
        case .disableProjects: "disable projects"
        case .syncFork: "sync forks with their upstream"
        case .delete: "delete…"
        }
    }

    /// The prompt's label when the choice needs a value; nil when it is the change itself.
    static func valueLabel(_ choice: Choice) -> String? {
        switch choice {
        case .addTopics: "add topics (space-separated): "
        case .removeTopics: "remove topics (space-separated): "
        case .description: "description (empty clears it): "
        case .homepage: "homepage (empty clears it): "
        case .rename: "new name: "
        default: nil
        }
    }

    /// The change a choice makes, with `value` typed when it needs one.
    static func change(_ choice: Choice, value: String = "") -> RepoChange {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        switch choice {
        case .archive: return .archive
        case .unarchive: return .unarchive
        case .makePrivate: return .visibility(isPrivate: true)
        case .makePublic: return .visibility(isPrivate: false)
        case .addTopics: return .addTopics(words)
        case .removeTopics: return .removeTopics(words)
        case .description: return .description(trimmed.isEmpty ? nil : trimmed)
        case .homepage: return .homepage(trimmed.isEmpty ? nil : trimmed)
        case .rename: return .rename(trimmed)
        case .enableIssues: return .feature(.issues, enabled: true)
        case .disableIssues: return .feature(.issues, enabled: false)
        case .enableWiki: return .feature(.wiki, enabled: true)
        case .disableWiki: return .feature(.wiki, enabled: false)
        case .enableProjects: return .feature(.projects, enabled: true)
        case .disableProjects: return .feature(.projects, enabled: false)
        case .syncFork: return .syncFork
        case .delete: return .delete
        }
    }
}
