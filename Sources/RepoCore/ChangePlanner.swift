/// Decides, for each repository, what a change would do to it or why it would not — from what
/// the list already knows, asking GitHub nothing (a fork's standing comes in, asked before).
public enum ChangePlanner {
    /// Why the change cannot be planned at all, in words; nil when it can.
    public static func refusal(of change: RepoChange, count: Int) -> String? {
        if let problem = change.problem { return problem }
        if case .rename = change, count != 1 {
            return "rename acts on one repository; the query shows \(count)"
        }
        if count == 0 { return "no repository to change: the query shows none" }
        return nil
    }

    /// `namesInUse`: the full names (lower-cased) of every repository the owner is known to
    /// have, so a rename onto one of them is skipped before GitHub refuses it.
    public static func plan(_ change: RepoChange, for repositories: [Repository], forks: [RepoID: ForkComparison] = [:],
                            remainingBudget: Int? = nil, namesInUse: Set<String> = []) -> ChangePlan {
        let names = namesInUse.union(repositories.map { $0.fullName.lowercased() })
        let rows = repositories.map { repository in
            ChangePlan.Row(repository: repository,
                           verdict: verdict(change, repository, fork: forks[repository.id], names: names))
        }
        if case .feature = change {
            return ChangePlan(change: change, rows: rows, requestsPerChange: 2, remainingBudget: remainingBudget)
        }
        return ChangePlan(change: change, rows: rows, remainingBudget: remainingBudget)
    }

    static func verdict(_ change: RepoChange, _ repository: Repository, fork: ForkComparison?,
                        names: Set<String>) -> ChangePlan.Verdict {
        if let reason = whyNot(change, repository) { return .skip(reason) }
        switch change {
        case .archive:
            return repository.isArchived ? .skip("already archived") : .change(before: "active", after: "archived")
        case .unarchive:
            return repository.isArchived ? .change(before: "archived", after: "active") : .skip("not archived")
        case .visibility(let isPrivate):
            if repository.isPrivate == isPrivate { return .skip("already " + visibility(isPrivate)) }
            if isPrivate, repository.isFork { return .skip("a fork of a public repository cannot be made private") }
            return .change(before: visibility(repository.isPrivate), after: visibility(isPrivate))
        case .addTopics(let topics):
            let after = repository.topics + topics.filter { !repository.topics.contains($0) }
            if after.count == repository.topics.count { return .skip("already has " + (topics.count == 1 ? "it" : "them")) }
            if after.count > RepoChange.topicLimit {
                return .skip("would have \(after.count) topics; GitHub allows \(RepoChange.topicLimit)")
            }
            return .change(before: topicList(repository.topics), after: topicList(after))
        case .removeTopics(let topics):
            let after = repository.topics.filter { !topics.contains($0) }
            if after.count == repository.topics.count { return .skip("has none of " + (topics.count == 1 ? "it" : "them")) }
            return .change(before: topicList(repository.topics), after: topicList(after))
        case .setTopics(let topics):
            if topics == repository.topics { return .skip("already has these topics") }
            return .change(before: topicList(repository.topics), after: topicList(topics))
        case .description(let text):
            return textChange(from: repository.description, to: text)
        case .homepage(let url):
            return textChange(from: repository.homepage, to: url)
        case .rename(let name):
            if name == repository.name { return .skip("already named so") }
            if name.lowercased() != repository.name.lowercased(), names.contains((repository.owner.login + "/" + name).lowercased()) {
                return .skip("\(repository.owner.login)/\(name) already exists")
            }
            return .change(before: repository.name, after: name)
        case .feature(let feature, let enabled):
            if let now = switchState(feature, of: repository), now == enabled {
                return .skip("\(feature.rawValue) already \(enabled ? "on" : "off")")
            }
            return .change(before: switchState(feature, of: repository).map(onOff) ?? "?", after: onOff(enabled))
        case .syncFork:
            guard repository.isFork else { return .skip("not a fork") }
            guard let fork else { return .skip("GitHub did not say how it stands against its upstream") }
            if fork.behindBy == 0 { return .skip("not behind \(fork.upstream)") }
            if fork.aheadBy > 0 {
                let own = fork.aheadBy == 1 ? "1 commit" : "\(fork.aheadBy) commits"
                return .skip("\(own) of its own and \(fork.behindBy) behind \(fork.upstream): merge it yourself")
            }
            return .change(before: "\(fork.behindBy) behind \(fork.upstream)", after: "even with \(fork.upstream)")
        case .delete:
            return .change(before: "on GitHub", after: "deleted")
        }
    }

    /// What no change can get past: a row from this machine, a right the token lacks, an
    /// archived repository's read-only state.
    private static func whyNot(_ change: RepoChange, _ repository: Repository) -> String? {
        if repository.id.rawValue < 0 { return "only on this machine" }
        guard let permission = repository.viewerPermission else {
            return "GitHub did not say what you may do here (it tells a token only)"
        }
        if permission < change.permissionNeeded {
            return change.permissionNeeded == .admin ? "needs admin rights; you have \(words(permission))"
                : "needs push rights; you have \(words(permission))"
        }
        if repository.isArchived, change != .unarchive, change != .archive, change != .delete {
            return "archived: read-only until unarchived"
        }
        return nil
    }

    private static func words(_ permission: ViewerPermission) -> String {
        switch permission {
        case .read: "read"
        case .write: "push"
        case .admin: "admin"
        }
    }

    private static func visibility(_ isPrivate: Bool) -> String { isPrivate ? "private" : "public" }
    private static func onOff(_ enabled: Bool) -> String { enabled ? "on" : "off" }

    static func topicList(_ topics: [String]) -> String {
        topics.isEmpty ? "no topics" : topics.joined(separator: ", ")
    }

    private static func textChange(from old: String?, to new: String?) -> ChangePlan.Verdict {
        let before = old ?? "", after = new ?? ""
        if before == after { return .skip("already says that") }
        return .change(before: before.isEmpty ? "none" : before, after: after.isEmpty ? "none" : after)
    }

    private static func switchState(_ feature: RepoFeatureSwitch, of repository: Repository) -> Bool? {
        switch feature {
        case .issues: repository.facts?.hasIssues
        case .wiki: repository.facts?.hasWiki
        case .projects: nil
        }
    }
}
