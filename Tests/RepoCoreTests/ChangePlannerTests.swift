import Foundation
import RepoCore
import Testing

/// The plan of a bulk change: what each repository's row would become, or why it is skipped.
struct ChangePlannerTests {
    static func repository(_ id: Int64, _ name: String, permission: ViewerPermission? = .admin, archived: Bool = false,
                            isPrivate: Bool = false, fork: Bool = false, topics: [String] = [],
                            description: String? = nil) -> Repository {
        Repository(id: RepoID(id), name: name, fullName: "mona/" + name, owner: Owner(login: "mona", id: 5001, avatarURL: ""),
                   description: description, htmlURL: "https://github.com/mona/" + name, topics: topics,
                   isFork: fork, isArchived: archived, isPrivate: isPrivate, viewerPermission: permission)
    }

    @Test("archiving plans the active ones and skips the archived, the foreign, the unknown and the local-only")
    func archivePlan() {
        let rows = [
            Self.repository(1, "active"),
            Self.repository(2, "done", archived: true),
            Self.repository(3, "theirs", permission: .write),
            Self.repository(4, "unknown", permission: nil),
            Self.repository(-5, "local", permission: nil),
        ]
        let plan = ChangePlanner.plan(.archive, for: rows, remainingBudget: 10)
        #expect(plan == ChangePlan(change: .archive, rows: [
            .init(repository: rows[0], verdict: .change(before: "active", after: "archived")),
            .init(repository: rows[1], verdict: .skip("already archived")),
            .init(repository: rows[2], verdict: .skip("needs admin rights; you have push")),
            .init(repository: rows[3], verdict: .skip("GitHub did not say what you may do here (it tells a token only)")),
            .init(repository: rows[4], verdict: .skip("only on this machine")),
        ], remainingBudget: 10))
        #expect(plan.requestCount == 1)
        #expect(plan.exceedsBudget == false)
        #expect(plan.confirmation == nil)
    }

    @Test("an archived repository takes no change but unarchiving or deleting")
    func archivedIsReadOnly() {
        let archived = Self.repository(1, "done", archived: true, topics: ["a"])
        #expect(ChangePlanner.plan(.addTopics(["b"]), for: [archived]).rows[0].verdict == .skip("archived: read-only until unarchived"))
        #expect(ChangePlanner.plan(.unarchive, for: [archived]).rows[0].verdict == .change(before: "archived", after: "active"))
        #expect(ChangePlanner.plan(.delete, for: [archived]).rows[0].verdict == .change(before: "on GitHub", after: "deleted"))
    }

    @Test("topics: additions keep the order and refuse past twenty; removals of absent ones are skipped")
    func topics() {
        let full = Self.repository(1, "full", topics: (1...19).map { "t\($0)" })
        let some = Self.repository(2, "some", topics: ["cli", "swift"])
        let add = ChangePlanner.plan(.addTopics(["tui", "x"]), for: [full, some])
        #expect(add.rows.map(\.verdict) == [
            .skip("would have 21 topics; GitHub allows 20"),
            .change(before: "cli, swift", after: "cli, swift, tui, x"),
        ])
        let remove = ChangePlanner.plan(.removeTopics(["swift"]), for: [full, some])
        #expect(remove.rows.map(\.verdict) == [.skip("has none of it"), .change(before: "cli, swift", after: "cli")])
        #expect(ChangePlanner.plan(.addTopics(["cli"]), for: [some]).rows[0].verdict == .skip("already has it"))
    }

    @Test("visibility: a fork cannot be made private, and what already is so is skipped")
    func visibility() {
        let rows = [Self.repository(1, "fork", fork: true), Self.repository(2, "open"), Self.repository(3, "closed", isPrivate: true)]
        #expect(ChangePlanner.plan(.visibility(isPrivate: true), for: rows).rows.map(\.verdict) == [
            .skip("a fork of a public repository cannot be made private"),
            .change(before: "public", after: "private"),
            .skip("already private"),
        ])
    }

    @Test("a fork's sync needs push rights and its standing: behind only, not diverged")
    func syncFork() {
        let rows = [Self.repository(1, "behind", permission: .write, fork: true), Self.repository(2, "mixed", fork: true),
                    Self.repository(3, "even", fork: true), Self.repository(4, "unasked", fork: true), Self.repository(5, "source")]
        let forks = [
            RepoID(1): ForkComparison(upstream: "octo:main", behindBy: 3, aheadBy: 0),
            RepoID(2): ForkComparison(upstream: "octo:main", behindBy: 2, aheadBy: 1),
            RepoID(3): ForkComparison(upstream: "octo:main", behindBy: 0, aheadBy: 0),
        ]
        #expect(ChangePlanner.plan(.syncFork, for: rows, forks: forks).rows.map(\.verdict) == [
            .change(before: "3 behind octo:main", after: "even with octo:main"),
            .skip("1 commit of its own and 2 behind octo:main: merge it yourself"),
            .skip("not behind octo:main"),
            .skip("GitHub did not say how it stands against its upstream"),
            .skip("not a fork"),
        ])
    }

    @Test("deleting asks for the count typed back, or the one repository's name")
    func deleteConfirmation() {
        let two = [Self.repository(1, "a"), Self.repository(2, "b")]
        #expect(ChangePlanner.plan(.delete, for: two).confirmation == "2")
        #expect(ChangePlanner.plan(.delete, for: [two[1]]).confirmation == "b")
    }

    @Test("rename acts on one repository, never onto a name the owner has")
    func rename() {
        let rows = [Self.repository(1, "old"), Self.repository(2, "taken")]
        #expect(ChangePlanner.refusal(of: .rename("new"), count: 2) == "rename acts on one repository; the query shows 2")
        #expect(ChangePlanner.refusal(of: .rename("new"), count: 1) == nil)
        #expect(ChangePlanner.plan(.rename("Taken"), for: rows).rows[0].verdict == .skip("mona/Taken already exists"))
        #expect(ChangePlanner.plan(.rename("Old"), for: [rows[0]]).rows[0].verdict == .change(before: "old", after: "Old"))
    }

    @Test("values GitHub refuses are refused before any repository is looked at")
    func problems() {
        #expect(RepoChange.addTopics(["Rust"]).problem?.hasPrefix("'Rust' is not a topic GitHub takes") == true)
        #expect(RepoChange.addTopics([String(repeating: "a", count: 51)]).problem != nil)
        #expect(RepoChange.addTopics([String(repeating: "a", count: 50)]).problem == nil)
        #expect(RepoChange.addTopics((1...21).map { "t\($0)" }).problem == "GitHub allows at most 20 topics")
        #expect(RepoChange.rename("a b").problem != nil)
        #expect(RepoChange.rename("..").problem != nil)
        #expect(RepoChange.rename("ok.name-1_x").problem == nil)
        #expect(ChangePlanner.refusal(of: .archive, count: 0) == "no repository to change: the query shows none")
    }

    @Test("an undo puts back what the repository held, stated whole")
    func undo() {
        let repository = Self.repository(1, "r", isPrivate: true, topics: ["a", "b"], description: "old words")
        #expect(RepoChange.addTopics(["c", "a"]).whole(for: repository) == .setTopics(["a", "b", "c"]))
        #expect(RepoChange.removeTopics(["a"]).whole(for: repository) == .setTopics(["b"]))
        #expect(RepoChange.addTopics(["c"]).undo(for: repository) == .setTopics(["a", "b"]))
        #expect(RepoChange.visibility(isPrivate: false).undo(for: repository) == .visibility(isPrivate: true))
        #expect(RepoChange.description("new").undo(for: repository) == .description("old words"))
        #expect(RepoChange.rename("s").undo(for: repository) == .rename("r"))
        #expect(RepoChange.delete.undo(for: repository) == nil)
        #expect(RepoChange.syncFork.undo(for: repository) == nil)
    }
}
