import Foundation
import RepoCore
import TerminalUI

/// A list row as a screen reader should hear it (issue 31's accessible mode): one line, its facts
/// in a fixed order, numbers in words, no symbol standing for a word — "Hello-World, 3 thousand
/// stars, pushed 27 days ago, Ruby, fork, cloned". Pure; sanitised.
enum SpokenRow {
    static func line(for repository: Repository, listedOwner: String?, marked: Bool, cloned: Bool, now: Date) -> String {
        let otherOwner = listedOwner.map { repository.owner.login.caseInsensitiveCompare($0) != .orderedSame } ?? false
        var facts = [TerminalText.singleLine(otherOwner ? repository.fullName : repository.name), stars(repository.stargazersCount)]
        facts.append(repository.pushedAt.map { "pushed " + RelativeTime.describe($0, now: now) } ?? "never pushed")
        if let language = repository.language, !language.isEmpty { facts.append(TerminalText.singleLine(language)) }
        if repository.isPrivate { facts.append("private") }
        if repository.isArchived { facts.append("archived") }
        if repository.isFork { facts.append("fork") }
        if repository.isTemplate { facts.append("template") }
        if cloned { facts.append("cloned") }
        if marked { facts.append("marked") }
        if let description = repository.description, !description.isEmpty { facts.append(TerminalText.singleLine(description)) }
        return facts.joined(separator: ", ")
    }

    /// "no stars", "1 star", "950 stars", "3 thousand stars", "1.2 million stars".
    static func stars(_ count: Int) -> String {
        switch count {
        case ..<1: "no stars"
        case 1: "1 star"
        case ..<1_000: "\(count) stars"
        case ..<1_000_000: "\(count / 1_000) thousand stars"
        default:
            "\(String(format: "%.1f", Double(count) / 1_000_000).replacingOccurrences(of: ".0", with: "")) million stars"
        }
    }
}
