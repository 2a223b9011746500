import Foundation
import RepoCore

/// What an effect asks of the world, in the world's terms, with the reply each of its results
/// comes back as. The runtime carries a request out and sends what the replies make; it never
/// builds an action itself, so which action answers which effect is said in one place.
public enum EffectRequest: Sendable {
    /// The cached list → `read`; first, when `head` is given, the rows of its first screen → `headRead`.
    case readCachedList(Listing, head: ListHead?, headRead: Reply<[Repository]>, read: Reply<CachedRepositories?>)
    /// Ask GitHub, conditionally on `known`, and store the answer: `pages` while pages come, then `done`.
    case revalidateList(Listing, known: CachedRepositories?, pages: Reply<ListingProgress>,
                        done: Reply<Result<CachedRepositories, GitHubError>>)
    /// Pure work too long for the main actor (ranking and sorting a large list): run it elsewhere.
    case work(Reply<Void>)
    case readCachedMemberships(Reply<CachedMemberships?>)
    case revalidateMemberships(GitHubUsername, known: CachedMemberships?, done: Reply<Result<CachedMemberships, GitHubError>>)
    /// Note that this owner's list was opened; nothing comes back.
    case recordOpened(GitHubUsername)
    case knownOwners(Reply<[KnownOwner]>)
    /// Pin the owner, or unpin it → pinned now, or nil when there is nowhere to keep pins.
    case togglePin(GitHubUsername, Reply<Bool?>)
    /// Which of these are cloned where `c` would clone them.
    case findClones([Repository], Reply<Set<RepoID>>)
    /// What git says of each clone of these, a few at a time (each batch → `read`); `refresh`
    /// asks git again even where nothing in `.git` changed.
    case readCloneStates([Repository], refresh: Bool, read: Reply<[RepoID: CloneState]>)
    /// The clones in `probe`'s would-be folder that none of `known` is.
    case findLocalOnly(probe: Repository, known: [Repository], Reply<[LocalClone]>)
    /// GitHub's word on each of these names, by name.
    case askAboutLocalOnly([Repository], Reply<[String: LocalOnlyFate]>)
    case identifyViewer(Reply<GitHubUsername>)
    /// The cached copy, revalidated with GitHub when online (nil: nothing to show).
    case loadRepository(Repository, NetworkPolicy, Reply<Result<Repository, GitHubError>?>)
    /// The cached README (outer nil: none cached; inner nil: cached as "no README") and — with
    /// `revalidate` — GitHub's, conditionally.
    case loadReadme(Repository, revalidate: Bool,
                    Reply<(cached: ReadmeFile??, fresh: Result<ReadmeFile?, GitHubError>?)>)
    /// The cached part → `cached`; then, with `fetch`, GitHub's → `fetched`.
    case loadPart(RepositoryInsight.Kind, Repository, fetch: Bool, cached: Reply<RepositoryInsight?>,
                  fetched: Reply<Result<RepositoryInsight, GitHubError>>)
    /// GitHub's part after a wait of `afterSeconds`.
    case fetchPartLater(RepositoryInsight.Kind, Repository, afterSeconds: Int, Reply<Result<RepositoryInsight, GitHubError>>)
    /// A page of the repository's issues, pull requests or runs: the cached copy → `cached`
    /// (nil: never fetched); then, with `fetch`, GitHub's, conditionally → `fetched`.
    case loadActivity(ActivityQuery, Repository, fetch: Bool, cached: Reply<ActivityPage?>,
                      fetched: Reply<Result<ActivityPage, GitHubError>>)
    /// The latest run of each one's default branch (the Actions tab's first page, cached and
    /// revalidated with `fetch`), a few at a time → `read` as each is known.
    case readLatestRuns([Repository], fetch: Bool, read: Reply<[RepoID: CIStatus]>)
    /// Each pull request's reviews and its head commit's check runs and statuses, cached and —
    /// with `fetch` — revalidated, a few at a time → `read` as each is known.
    case readPullStatuses([PullRequestSummary], of: Repository, fetch: Bool, read: Reply<[Int: PullRequestStatus]>)
    case checkStar(Repository, Reply<Result<Bool, GitHubError>>)
    /// Star it or unstar it → why it could not be done, or nil.
    case setStar(Repository, Bool, Reply<GitHubError?>)
    /// Star it or unstar it, whichever it is not → starred now.
    case toggleStar(Repository, Reply<Result<Bool, GitHubError>>)
    case clone(Repository, progress: Reply<CloneProgress>, done: Reply<Result<String, CloneFailure>>)
    /// `git log -1` in the clone at `path`; nil when it has no commit or git cannot say.
    case readLastCommit(path: String, Reply<LocalCommit?>)
    /// Fetch or fast-forward the repository's clone, where `c` would have cloned it.
    case updateClone(Repository, CloneUpdate, done: Reply<Result<CloneOutcome, CloneFailure>>)
    case perform(ExternalRequest, Reply<ExternalActionOutcome>)
    /// `tick` every second until `until`, and once after.
    case countDown(until: Date, tick: Reply<Void>)
    /// `done` after `milliseconds`, unless replaced first.
    case wait(milliseconds: Int, done: Reply<Void>)
    /// Remember the list's columns for the next run.
    case saveColumns([ColumnID])
    /// How each fork among these stands against its upstream (those GitHub could say).
    case compareForks([Repository], Reply<[RepoID: ForkComparison]>)
    /// Apply one change as part of `batch` (nil: the journal's next), after GitHub's pause
    /// between writes when `pauseFirst`; journaled before it answers, with the batch it used.
    case applyChange(ChangeItem, pauseFirst: Bool, batch: Int?, Reply<(outcome: ChangeOutcome, batch: Int)>)
    /// GitHub's answers into the cached list; nothing comes back.
    case recordChanges([ChangeOutcome], of: [ChangeItem], in: Listing)
    /// The journal of applied changes, oldest first.
    case readJournal(Reply<[JournalEntry]>)
}
