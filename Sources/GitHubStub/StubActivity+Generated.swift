import Foundation

extension StubActivity {
    /// GitHub's default labels, with their colours.
    static let defaultLabels = [
        StubLabel("bug", color: "d73a4a"), StubLabel("documentation", color: "0075ca"),
        StubLabel("enhancement", color: "a2eeef"), StubLabel("good first issue", color: "7057ff"),
        StubLabel("help wanted", color: "008672"), StubLabel("question", color: "d876e3"),
    ]

    /// Believable activity for `repo`, from its id, the same on every run: `openPullRequests`
    /// open pull requests and the rest of `open_issues_count` as open issues (GitHub counts both
    /// there), about half as many closed ones, and runs of three workflows — on the default
    /// branch mostly, the latest one failing for one repository in four. At most a few thousand
    /// of each, so a generated organisation's largest repository stays quick to serve.
    public static func generated(for repo: StubRepository, owner: StubUser, openPullRequests: Int) -> StubActivity {
        var random = SplitMix(seed: UInt64(bitPattern: repo.id) ^ 0xA11CE)
        let openPulls = min(max(0, openPullRequests), 2_000)
        let openIssues = min(max(0, repo.openIssuesCount - openPullRequests), 2_000)
        let closed = (openIssues + openPulls) / 2 + 3
        let total = openIssues + openPulls + closed
        let newest = repo.pushedAt ?? repo.updatedAt ?? Date(timeIntervalSince1970: 1_700_000_000)
        let names = ["hubot", "monalisa", "defunkt", "mojombo", "pjhyett", "wycats", "tenderlove", owner.login]
        // Which numbers are pull requests, and which of each are open: spread through the numbers.
        var kinds: [(pull: Bool, open: Bool)] = Array(repeating: (false, true), count: openIssues)
            + Array(repeating: (true, true), count: openPulls)
            + (0..<closed).map { _ in (random.below(3) == 0, false) }
        for index in kinds.indices.reversed() where index > 0 { kinds.swapAt(index, random.below(index + 1)) }
        var issues: [StubIssue] = []
        issues.reserveCapacity(total)
        for (offset, kind) in kinds.enumerated() {
            let number = offset + 1
            // Newer numbers are younger: spread over about two days per number back from `newest`.
            let created = newest.addingTimeInterval(-Double(total - number) * 43_200 - Double(random.below(40_000)))
            let updated = created.addingTimeInterval(Double(random.below(400_000)))
            var labels: [StubLabel] = []
            for label in defaultLabels where random.below(7) == 0 { labels.append(label) }
            issues.append(StubIssue(
                number: number, title: title(&random, pull: kind.pull), state: kind.open ? "open" : "closed",
                author: names[random.below(names.count)], labels: labels, comments: random.below(4) == 0 ? random.below(30) : 0,
                createdAt: created, updatedAt: updated, closedAt: kind.open ? nil : updated,
                body: "Generated \(kind.pull ? "pull request" : "issue") \(number) of \(repo.name).",
                pullRequest: kind.pull ? StubPullRequest(
                    isDraft: kind.open && random.below(5) == 0, head: "change-\(number)",
                    mergedAt: !kind.open && random.below(2) == 0 ? updated : nil) : nil))
        }
        return StubActivity(issues: issues, runs: runs(for: repo, newest: newest, random: &random))
    }

    private static func title(_ random: inout SplitMix, pull: Bool) -> String {
        let verbs = pull ? ["Fix", "Add", "Update", "Remove", "Document", "Support", "Speed up"]
            : ["Crash when", "Wrong output when", "Support", "Question about", "Docs for", "Slow when"]
        let subjects = ["reading an empty file", "the README's links", "CI on Linux", "dark terminals", "the release notes",
                        "paginated answers", "Windows paths", "building with Swift 6", "a renamed branch", "Unicode names"]
        return verbs[random.below(verbs.count)] + " " + subjects[random.below(subjects.count)]
    }

    private static func runs(for repo: StubRepository, newest: Date, random: inout SplitMix) -> [StubRun] {
        let count = 3 + random.below(25)
        let workflows = ["CI", "Release", "CodeQL"]
        let failingFirst = repo.id % 4 == 0
        return (0..<count).map { index in
            let age = Double(index) * 21_600 + Double(random.below(3_600))
            let started = newest.addingTimeInterval(-age)
            let conclusion: String = if index == 0 { failingFirst ? "failure" : "success" } else {
                ["success", "success", "success", "failure", "cancelled"][random.below(5)]
            }
            return StubRun(
                id: repo.id * 1_000 + Int64(count - index), workflow: workflows[index % 5 == 4 ? 1 : index % 7 == 6 ? 2 : 0],
                title: title(&random, pull: true), runNumber: count - index, conclusion: conclusion,
                event: index % 6 == 5 ? "schedule" : index % 3 == 2 ? "pull_request" : "push",
                branch: index % 3 == 2 ? "change-\(index)" : repo.defaultBranch,
                startedAt: started, updatedAt: started.addingTimeInterval(Double(30 + random.below(600))))
        }
    }
}

extension StubComment {
    /// `count` comments on issue `number`, the same on every run: a few words, now and then a
    /// list, a code block or a quote — Markdown as people write it.
    static func generated(count: Int, number: Int, after: Date, seed: Int64) -> [StubComment] {
        var random = SplitMix(seed: UInt64(bitPattern: seed &* 31 &+ Int64(number)))
        let names = ["hubot", "monalisa", "defunkt", "mojombo", "pjhyett", "wycats", "tenderlove"]
        let openings = ["Thanks for the report!", "I can reproduce this on main.", "Could you share the output of `--version`?",
                        "This is fixed in the latest release.", "+1, same here.", "Looking into it."]
        return (0..<min(max(0, count), 5_000)).map { index in
            var body = openings[random.below(openings.count)]
            switch random.below(4) {
            case 0: body += "\n\n- step one\n- step two, **then** three"
            case 1: body += "\n\n```sh\nrepotui octocat --offline\n```"
            case 2: body += "\n\n> quoted from the issue: comment \(index + 1)"
            default: break
            }
            return StubComment(author: names[random.below(names.count)], body: body,
                               createdAt: after.addingTimeInterval(Double(index + 1) * 3_600 + Double(random.below(3_000))))
        }
    }
}

extension StubJob {
    /// A build and a test job; a run that failed fails its tests' last step, one cancelled or
    /// still running leaves its steps without a conclusion.
    static func generated(for run: StubRun) -> [StubJob] {
        let failed = run.conclusion == "failure"
        let done = run.status == "completed"
        func step(_ name: String, _ seconds: Int, failing: Bool = false) -> StubStep {
            StubStep(name, conclusion: done ? (failing ? "failure" : "success") : nil, seconds: seconds)
        }
        return [
            StubJob(name: "build", conclusion: done ? "success" : nil,
                    steps: [step("Set up job", 2), step("Check out", 3), step("Build", 74), step("Complete job", 1)]),
            StubJob(name: "test", conclusion: done ? (failed ? "failure" : run.conclusion) : nil,
                    steps: [step("Set up job", 2), step("Check out", 3), step("Run tests", 128, failing: failed)]),
        ]
    }
}
