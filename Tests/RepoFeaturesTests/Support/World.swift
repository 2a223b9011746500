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
    /// The repositories the token's user starred, by full name (`*`).
    var stars: Set<String> = []
    /// Repositories on disk where `c` would clone them.
    var onDisk: Set<RepoID> = []
    /// How each clone ends, by full name; unknown: cloned into `/src/<full name>`.
    var cloneResults: [String: Result<String, CloneFailure>] = [:]
    /// How opening and copying go.
    var outcome: (ExternalRequest) -> ExternalActionOutcome = { request in
        switch request {
        case .open(let url): .opened(url)
        case .copy(let text): .copied(text)
        }
    }

    static func octocat(_ repositories: [Repository] = Fixtures.unsorted,
                        fresh: [String: Result<Repository, GitHubError>] = ["octocat/Spoon-Knife": .success(Fixtures.spoonKnifeFull)]) -> World {
        World(github: [Fixtures.octocat: .success(repositories)], fresh: fresh)
    }

    func answers(to effect: AppEffect) -> [AppAction] {
        switch effect {
        case .list(let id, .readCachedList(let listing, _)):
            return [.screen(id, .list(.cachedListRead(listing, listing.scope == .repositories ? cache[listing.owner] : nil)))]
        case .list(let id, .revalidateList(let listing, _)):
            let lists = listing.scope == .repositories ? github : starred
            let answer = (lists[listing.owner] ?? .failure(.userNotFound(listing.owner.rawValue))).map {
                CachedRepositories(user: listing.owner, scope: listing.scope, repositories: $0, fetchedAt: Fixtures.now)
            }
            return [.screen(id, .list(.listRevalidated(listing, answer)))]
        case .detail(let id, .loadRepository(let repository, let network)):
            let answer: Result<Repository, GitHubError>? = network == .online
                ? fresh[repository.fullName] ?? .failure(.notFound("Not Found")) : nil
            return [.screen(id, .detail(.repositoryLoaded(answer)))]
        case .detail(let id, .loadReadme(let repository, let revalidate)):
            let fresh = revalidate ? (readmes[repository.fullName] ?? .success(nil)).map(Self.readme) : nil
            return [.screen(id, .detail(.readmeLoaded(cached: nil, fresh: fresh)))]
        case .detail(let id, .loadPart(let kind, let repository, let fetch)):
            guard let known = parts[repository.fullName] else { return [] }
            let fetched = known.first { $0.kind == kind }.map { Result<RepositoryInsight, GitHubError>.success($0) }
                ?? .failure(.notFound(nil))
            return [.screen(id, .detail(.partCached(kind, nil)))] + (fetch ? [.screen(id, .detail(.partFetched(kind, fetched)))] : [])
        case .detail(let id, .checkStar(let repository)):
            return [.screen(id, .detail(.starChecked(.success(stars.contains(repository.fullName)))))]
        case .detail(let id, .setStar(_, let star)):
            return [.screen(id, .detail(.starSet(to: star, error: nil)))]
        case .clone(let job, let repository):
            return [.cloneFinished(job: job, cloneResults[repository.fullName] ?? .success("/src/" + repository.fullName))]
        case .list(let id, .findClones(let repositories)):
            let found = onDisk.intersection(repositories.map(\.id))
            return found.isEmpty ? [] : [.screen(id, .list(.clonesFound(found)))]
        case .stopClone:
            return []
        case .previewAfterRest:
            // The selection never rests by itself here; a test says when (`.previewRested`).
            return []
        case .toggleStar(let repository):
            return [.starToggled(fullName: repository.fullName, .success(!stars.contains(repository.fullName)))]
        case .list(let id, .owners(.load)):
            return [.screen(id, .list(.knownOwnersLoaded(owners)))]
        case .list(let id, .owners(.togglePin(let login))):
            let pinned = owners.first { $0.login == login }?.isPinned ?? false
            return [.screen(id, .list(.pinToggled(login, pinned: !pinned)))]
        case .list(_, .owners(.recordOpened)):
            return []
        case .perform(let request):
            return [.externalOutcome(outcome(request))]
        case .list(let id, .readCachedMemberships):
            return [.screen(id, .list(.cachedMembershipsRead(nil)))]
        case .list(let id, .revalidateMemberships(let user, _)):
            return [.screen(id, .list(.membershipsRevalidated(.success(
                CachedMemberships(user: user, organizations: memberships, fetchedAt: Fixtures.now)))))]
        case .identifyViewer:
            return viewer.map { [.viewerIdentified($0)] } ?? []
        case .list(_, .prepareList), .detail(_, .fetchPartLater), .cancel, .countDown, .saveColumns:
            // Answered by time passing or by nothing at all: a test sends what would come.
            return []
        }
    }

    static func readme(_ text: String?) -> RepoDetail.Readme {
        text.map { .file(ReadmeFile(text: $0)) } ?? .none
    }
}
