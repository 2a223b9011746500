import Foundation
import RepoCore
import Testing
@testable import RepoFeatures

/// The outside world as a test scripts it: what the cache holds and what GitHub answers, per
/// user and per repository. `answers(to:)` turns an effect into the actions the runtime would
/// send back — at once, in order — so screen tests run the real reducers without tasks.
struct World {
    /// What the cache holds, by login (their repositories).
    var cache: [GitHubUsername: CachedRepositories] = [:]
    /// GitHub's answer to a listing of repositories, by login; a login it does not know is
    /// `userNotFound`.
    var github: [GitHubUsername: Result<[Repository], GitHubError>] = [:]
    /// GitHub's answer to a starred listing, by login; unknown: `userNotFound`.
    var starred: [GitHubUsername: Result<[Repository], GitHubError>] = [:]
    /// The token's user's organisations (the Member of scope).
    var memberships: [Membership] = []
    /// Whose the token is, when there is one.
    var viewer: GitHubUsername?
    /// The owners kept at hand, as `u` lists them (pinned first).
    var owners: [KnownOwner] = []
    /// GitHub's answer for one repository, by full name; unknown names are `notFound`.
    var fresh: [String: Result<Repository, GitHubError>] = [:]
    /// READMEs by full name (nil text: the repository has none); unknown: none.
    var readmes: [String: Result<String?, GitHubError>] = [:]
    /// GitHub's parts by full name; a repository not here never answers (they stay loading).
    var parts: [String: [RepositoryInsight]] = [:]
    /// The pages of the detail's lists GitHub answers, by full name and query; a page not here
    /// never answers (it stays loading).
    var activity: [String: [ActivityQuery: Result<ActivityPage, GitHubError>]] = [:]
    /// The pages the cache holds, by full name and query.
    var cachedActivity: [String: [ActivityQuery: ActivityPage]] = [:]
    /// The latest default-branch run of each repository, by full name (the CI column); one not
    /// here could not be told.
    var latestRuns: [String: CIStatus] = [:]
    /// The repositories the token's user starred, by full name (`*`).
    var stars: Set<String> = []
    /// Repositories on disk where `c` would clone them.
    var onDisk: Set<RepoID> = []
    /// What git says of the clones on disk (`readCloneStates`); a clone not here answers nothing.
    var cloneStates: [RepoID: CloneState] = [:]
    /// Clones in the owner's folder that the list does not hold (`findLocalOnly`), and what
    /// GitHub says of their names (unknown: gone).
    var localClones: [LocalClone] = []
    var fates: [String: LocalOnlyFate] = [:]
    /// The clones' last commits, by path; none elsewhere.
    var lastCommits: [String: LocalCommit] = [:]
    /// How each clone ends, by full name; unknown: cloned into `/src/<full name>`.
    var cloneResults: [String: Result<String, CloneFailure>] = [:]
    /// How each fetch or fast-forward ends, by full name and kind; one not here fails the test.
    var cloneUpdates: [String: [CloneUpdate: Result<CloneOutcome, CloneFailure>]] = [:]
    /// How each fork stands against its upstream (`compareForks`); one not here: GitHub could not say.
    var forkStandings: [RepoID: ForkComparison] = [:]
    /// How applying each change ends, by full name; one not here fails the test. Batches are
    /// numbered from `nextBatch`.
    var changeOutcomes: [String: ChangeOutcome] = [:]
    var nextBatch = 7
    /// The journal of applied changes (`Z`), oldest first.
    var journal: [JournalEntry] = []
    /// Pull requests' review decisions and checks, by number.
    var pullStatuses: [Int: PullRequestStatus] = [:]
    var cachedPullStatuses: [Int: PullRequestStatus] = [:]
    /// How opening and copying go.
    var outcome: (ExternalRequest) -> ExternalActionOutcome = { request in
        switch request {
        case .open(let url): .opened(url)
        case .copy(let text): .copied(text)
        case .runInClone(let program, let directory): .returned("back from \(program.rawValue) in \(directory)", warning: false)
        case .runCommand(let command): .finished("\(command.title): done", warning: false, output: command.arguments)
        }
    }

    static func octocat(_ repositories: [Repository] = Fixtures.unsorted,
                        fresh: [String: Result<Repository, GitHubError>] = ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)]) -> World {
        World(github: [Fixtures.octocat: .success(repositories)], fresh: fresh)
    }

    /// What the world says to `effect`, made into actions by the replies the effect declares
    /// (`AppEffect.request`) — the same ones the live runtime uses.
    func answers(to effect: AppEffect) -> [AppAction] {
        guard let request = effect.request else { return [] }
        switch request {
        case .readCachedList(let listing, _, _, let read):
            return [read(listing.scope == .repositories ? cache[listing.owner] : nil)]
        case .revalidateList(let listing, _, _, let done):
            let lists = listing.scope == .repositories ? github : starred
            return [done((lists[listing.owner] ?? .failure(.userNotFound(listing.owner.rawValue))).map {
                CachedRepositories(user: listing.owner, scope: listing.scope, repositories: $0, fetchedAt: Fixtures.now)
            })]
        case .loadRepository(let repository, let network, let loaded):
            return [loaded(network == .online ? fresh[repository.fullName] ?? .failure(.notFound("Not Found")) : nil)]
        case .loadReadme(let repository, let revalidate, let loaded):
            let fresh = revalidate ? (readmes[repository.fullName] ?? .success(nil)).map { $0.map { ReadmeFile(text: $0) } } : nil
            return [loaded((cached: nil, fresh: fresh))]
        case .loadPart(let kind, let repository, let fetch, let cached, let fetched):
            guard let known = parts[repository.fullName] else { return [] }
            let answer = known.first { $0.kind == kind }.map { Result<RepositoryInsight, GitHubError>.success($0) } ?? .failure(.notFound(nil))
            return [cached(nil)] + (fetch ? [fetched(answer)] : [])
        case .loadActivity(let query, let repository, let fetch, let cached, let fetched):
            let answer = activity[repository.fullName]?[query]
            return [cached(cachedActivity[repository.fullName]?[query])] + (fetch ? answer.map { [fetched($0)] } ?? [] : [])
        case .readLatestRuns(let repositories, _, let read):
            return repositories.map { read([$0.id: latestRuns[$0.fullName] ?? .unknown]) }
        case .readPullStatuses(let pulls, _, let fetch, let read):
            let known = fetch ? pullStatuses : cachedPullStatuses
            return pulls.map { read([$0.number: known[$0.number] ?? PullRequestStatus(review: nil, checks: nil)]) }
        case .checkStar(let repository, let checked):
            return [checked(.success(stars.contains(repository.fullName)))]
        case .setStar(_, _, let set):
            return [set(nil)]
        case .clone(let repository, _, let done):
            return [done(cloneResults[repository.fullName] ?? .success("/src/" + repository.fullName))]
        case .updateClone(let repository, let update, let done):
            guard let result = cloneUpdates[repository.fullName]?[update] else {
                Issue.record("the world was not told how \(update) of \(repository.fullName) ends")
                return []
            }
            return [done(result)]
        case .readLastCommit(let path, let read):
            return [read(lastCommits[path])]
        case .findLocalOnly(_, let known, let found):
            let names = Set(known.map { $0.name.lowercased() })
            return [found(localClones.filter { !names.contains($0.name.lowercased()) })]
        case .askAboutLocalOnly(let repositories, let answered):
            return [answered(Dictionary(uniqueKeysWithValues: repositories.map { ($0.name, fates[$0.name] ?? .gone) }))]
        case .findClones(let repositories, let found):
            return [found(onDisk.intersection(repositories.map(\.id)))]
        case .readCloneStates(let repositories, _, let read):
            let states = cloneStates.filter { id, _ in repositories.contains { $0.id == id } }
            return states.isEmpty ? [] : [read(states)]
        case .toggleStar(let repository, let toggled):
            return [toggled(.success(!stars.contains(repository.fullName)))]
        case .knownOwners(let loaded):
            return [loaded(owners)]
        case .togglePin(let login, let toggled):
            return [toggled(!(owners.first { $0.login == login }?.isPinned ?? false))]
        case .perform(let request, let done):
            return [done(outcome(request))]
        case .readCachedMemberships(let read):
            return [read(nil)]
        case .revalidateMemberships(let user, _, let done):
            return [done(.success(CachedMemberships(user: user, organizations: memberships, fetchedAt: Fixtures.now)))]
        case .identifyViewer(let identified):
            return viewer.map { [identified($0)] } ?? []
        case .compareForks(let repositories, let compared):
            return [compared(forkStandings.filter { id, _ in repositories.contains { $0.id == id } })]
        case .applyChange(let item, _, let batch, let applied):
            guard let outcome = changeOutcomes[item.repository.fullName] else {
                Issue.record("the world was not told how \(item.change.title) of \(item.repository.fullName) ends")
                return []
            }
            return [applied((outcome, batch ?? nextBatch))]
        case .readJournal(let read):
            return [read(journal)]
        case .recordOpened, .saveColumns, .recordChanges:
            return []
        case .work, .fetchPartLater, .countDown, .wait:
            // Answered by time passing (the selection resting, a wait) or by work off the main
            // actor: a test sends what would come, when it says so.
            return []
        }
    }
}
