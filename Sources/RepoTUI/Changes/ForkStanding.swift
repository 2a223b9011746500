import GitHubAPI
import RepoCore

/// How each fork among the rows stands against its upstream, for a sync's plan: the fork's
/// page names its parent (a listing does not), then GitHub compares the default branches.
/// Two reads per fork, four forks at a time; a fork GitHub cannot say is left out, and the
/// plan says so.
struct ForkStanding {
    let client: GitHubClient

    func compare(_ repositories: [Repository]) async -> [RepoID: ForkComparison] {
        let forks = repositories.filter { $0.isFork && $0.id.rawValue > 0 && $0.viewerPermission.map { $0 >= .write } == true }
        var standings: [RepoID: ForkComparison] = [:]
        await withTaskGroup(of: (RepoID, ForkComparison?).self) { group in
            var next = forks.makeIterator()
            func startNext() {
                guard let fork = next.next() else { return }
                group.addTask { (fork.id, await standing(of: fork)) }
            }
            for _ in 0..<4 { startNext() }
            for await (id, comparison) in group {
                standings[id] = comparison
                startNext()
            }
        }
        return standings
    }

    private func standing(of fork: Repository) async -> ForkComparison? {
        do throws(GitHubError) {
            guard case .modified(let page) = try await client.repository(owner: fork.owner.login, name: fork.name, ifNoneMatch: nil),
                  let parent = page.value.facts?.parentFullName,
                  let parentOwner = parent.split(separator: "/").first.map(String.init) else { return nil }
            let branch = page.value.defaultBranch ?? "main"
            return try await client.compareWithUpstream(owner: fork.owner.login, name: fork.name, branch: branch,
                                                        upstreamOwner: parentOwner, upstreamBranch: branch)
        } catch {
            return nil
        }
    }
}
