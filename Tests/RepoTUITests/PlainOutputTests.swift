import Foundation
import RepoCore
import Testing
@testable import RepoTUI

struct PlainOutputTests {
    static let owner = Owner(login: "octocat", id: 1, avatarURL: "https://avatars.example/u/1")

    @Test func tabSeparatedLineHoldsFullNameDescriptionLanguageStarsAndPushedAt() {
        let repository = Repository(
            id: RepoID(1), name: "Hello-World", fullName: "octocat/Hello-World", owner: Self.owner,
            description: "My first repository", htmlURL: "https://github.com/octocat/Hello-World",
            language: "Swift", stargazersCount: 1234, pushedAt: Date(timeIntervalSince1970: 1_700_000_000))

        #expect(PlainOutput.tabSeparatedLine(repository)
            == "octocat/Hello-World\tMy first repository\tSwift\t1234\t2023-11-14T22:13:20Z")
    }

    @Test func tabSeparatedLineHasEmptyFieldsForNullsAndNeverNil() {
        let repository = Repository(
            id: RepoID(2), name: "empty", fullName: "octocat/empty", owner: Self.owner,
            htmlURL: "https://github.com/octocat/empty")

        #expect(PlainOutput.tabSeparatedLine(repository) == "octocat/empty\t\t\t0\t")
    }

    @Test func tabSeparatedLineStripsEscapesAndKeepsItsColumns() {
        let repository = Repository(
            id: RepoID(3), name: "evil", fullName: "octocat/\u{1B}[31mevil", owner: Self.owner,
            description: "line one\nline\ttwo\u{1B}]52;c;ZXZpbA==\u{07}\u{07}", htmlURL: "https://github.com/octocat/evil",
            language: "C\u{9B}2J")

        let line = PlainOutput.tabSeparatedLine(repository)
        #expect(line == "octocat/evil\tline one line two^G\tC\t0\t")
        #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
    }
}
