import MarkdownText
import RepoCore
import TerminalUI

/// The detail scene: every fact about one repository and its README, in a pane that scrolls.
public enum RepoDetail {
    public enum Action: Equatable, Sendable {
        /// Fetch the repository afresh (the list's copy is shown meanwhile), then its README.
        case load
        /// The split layout's preview: the repository and the parts, no README.
        case loadPreview
        case scroll(by: Int)
        case scrollPage(by: Int)
        case scrollToTop
        case scrollToBottom
        /// The layout pass gave the pane this size.
        case resized(Size)
        /// The frame laid the content out for the pane: this many lines. The runtime measures
        /// after drawing (`FrameRenderer.measurements`), from the layout it drew, so the reducer
        /// never lays a README out; scrolling stays within what was measured.
        case measured(contentHeight: Int)
        case back
        /// Open or copy something of the shown repository (`o`, `O`, `y`, `Y`).
        case act(RepositoryAction)
        /// `*`: star the repository, or unstar it.
        case toggleStar
        /// `c`: clone it.
        case clone
        /// `A`: plan a change to it on GitHub.
        case changeRepository
        /// GitHub's answer to a change applied to it (`A`): shown as answered.
        case repositoryChanged(RepoCore.Repository)
        /// Enter: open the repository it was forked from.
        case openParent
        /// A `[[command]]` of the config file, on the shown repository.
        case runCommand(CustomCommand)
        /// Tab / Shift-Tab: the next or the previous tab.
        case cycleTab(by: Int)
        /// A click on a tab in the header.
        case selectTab(Tab)
        /// `r`: ask GitHub again for what the tab shows.
        case refresh
        /// `/` in a tab's list: its query (`state:closed label:bug author:hubot words`).
        case beginFilter
        /// A key typed while the tab's query prompt is open.
        case prompt(PromptAction)

        // Results of effects.
        /// The repository as revalidated (or, offline, as cached); nil: offline and never cached.
        case repositoryLoaded(Result<RepoCore.Repository, GitHubError>?)
        /// The README as cached (nil: never fetched) and, when it was asked, as GitHub has it now.
        case readmeLoaded(cached: Readme?, fresh: Result<Readme, GitHubError>?)
        /// A part as cached; nil: never fetched.
        case partCached(RepositoryInsight.Kind, RepositoryInsight?)
        /// A part as GitHub has it now.
        case partFetched(RepositoryInsight.Kind, Result<RepositoryInsight, GitHubError>)
        /// A page of a tab's list as cached; nil: never fetched.
        case activityCached(ActivityQuery, ActivityPage?)
        /// A page of a tab's list as GitHub has it now.
        case activityFetched(ActivityQuery, Result<ActivityPage, GitHubError>)
        /// The Pull requests tab's list rested: its rows on screen are asked about.
        case pullStatusesRested
        /// Pull requests' review decisions and checks, by number, as each is known.
        case pullStatusesRead([Int: PullRequestStatus])
        /// Whether the token's user starred it.
        case starChecked(Result<Bool, GitHubError>)
        /// GitHub's answer to starring (`to: true`) or unstarring; nil error: done.
        case starSet(to: Bool, error: GitHubError?)
    }

    public enum Effect: Equatable, Sendable {
        /// The cached copy, revalidated with GitHub when online → `.repositoryLoaded`.
        case loadRepository(RepoCore.Repository, NetworkPolicy)
        /// The cached README, and — with `revalidate` — GitHub's, conditionally → `.readmeLoaded`.
        case loadReadme(RepoCore.Repository, revalidate: Bool)
        /// The cached part → `.partCached`, then — with `fetch` — GitHub's → `.partFetched`.
        case loadPart(RepositoryInsight.Kind, RepoCore.Repository, fetch: Bool)
        /// GitHub's part after a wait (it was still computing it) → `.partFetched`.
        case fetchPartLater(RepositoryInsight.Kind, RepoCore.Repository, afterSeconds: Int)
        /// A page of a tab's list: the cache's → `.activityCached`, then — with `fetch` —
        /// GitHub's → `.activityFetched`.
        case loadActivity(ActivityQuery, RepoCore.Repository, fetch: Bool)
        /// Wait `milliseconds`, then → `.pullStatusesRested`; a newer one replaces it (the list moved).
        case restBeforePullStatuses(milliseconds: Int)
        /// The reviews and head commit's checks of each, from the cache and — with `fetch` —
        /// GitHub, a few at a time → `.pullStatusesRead` as each is known; a newer one replaces it.
        case loadPullStatuses([PullRequestSummary], RepoCore.Repository, fetch: Bool)
        /// Whether the token's user starred it → `.starChecked`.
        case checkStar(RepoCore.Repository)
        /// Star it (`true`) or unstar it → `.starSet`.
        case setStar(RepoCore.Repository, Bool)
    }

    /// What the detail asks of the app (its router says how: `RepoDetailRouter`).
    enum Delegate: Equatable, Sendable {
        case back
        /// Another repository's detail, over this one, known only by its `owner/name` so far.
        case openRepository(fullName: String, like: RepoCore.Repository)
        /// Clone it (the app's clone queue).
        case clone(RepoCore.Repository)
        /// The bulk change over this one repository.
        case planChange(RepoCore.Repository)
        /// A custom command on this repository.
        case runCommand(CustomCommand, RepoCore.Repository)
        /// One row of a tab read whole: an issue's or pull request's conversation, a run's jobs.
        case read(ActivityDetail.Subject, of: RepoCore.Repository, NetworkPolicy, APIBudget?)
        case perform(ExternalRequest)
        /// A message for the status line until the next key.
        case notice(StatusNotice)
    }

    /// What the detail's interactor asks for after an action.
    typealias Reaction = RepoFeatures.Reaction<Effect, Delegate>

    /// Where the README may come from on this load.
    enum ReadmeOrigin: Equatable, Sendable {
        /// Revalidated with GitHub; the cached copy stands in when that fails.
        case gitHub
        /// The cache only (offline, or GitHub just failed the repository); `whenMissing` otherwise.
        case cacheOnly(whenMissing: Readme)
    }

    /// The README below the facts, as far as the load has come.
    public enum Readme: Equatable, Sendable {
        case loading
        /// The file, fresh or as cached.
        case file(ReadmeFile)
        /// GitHub says the repository has none.
        case none
        /// `--offline`, and no earlier visit cached it.
        case notCached
        /// GitHub could not be asked or failed, and nothing was cached.
        case unavailable(GitHubError)
    }

    /// One part of the detail (languages, latest release …), as far as its load has come.
    enum Part: Equatable, Sendable {
        case loading
        /// Fresh, or as cached while GitHub is asked (or could not be).
        case shown(RepositoryInsight)
        /// GitHub answered 202: it is still computing the figures; `askingAgain` while the
        /// one more ask is pending.
        case computing(askingAgain: Bool)
        /// GitHub failed and nothing was cached.
        case failed(GitHubError)
        /// `--offline`, and no earlier visit cached it.
        case notCached
        /// The API budget was low, so it was not asked, and nothing was cached.
        case skipped
    }

    enum Phase: Equatable, Sendable {
        case updating
        case current
        case updateFailed(GitHubError)
        /// `--offline`: the list's or the cache's copy, not checked with GitHub.
        case offline
    }

    struct ViewModel: Equatable, Sendable {
        var title: String
        var lines: [Line]
        var scroll: Int
        var status: StatusLine
        /// A tab's list, drawn in place of `lines`.
        var activity: ActivityListViewModel?

        init(title: String, lines: [Line], scroll: Int, status: StatusLine, activity: ActivityListViewModel? = nil) {
            self.title = title
            self.lines = lines
            self.scroll = scroll
            self.status = status
            self.activity = activity
        }
    }

    /// A logical line; the renderer wraps it to the pane's width.
    enum Line: Equatable, Sendable {
        case heading(String)
        case paragraph(String, missing: Bool)
        case field(label: String, value: String, missing: Bool)
        /// A divider across the pane naming the section below it.
        case rule(String)
        /// Markdown, laid out by the renderer for the pane's width; relative links resolve
        /// against `links`.
        case markdown(String, links: LinkBase?)
        /// Text that is not Markdown (`README.rst`, `.txt` …): its lines kept, long ones wrapped.
        case plainText(String)
        /// The year's commits as two sparklines on one scale: everyone's, and the owner's.
        case participation(RepositoryInsight.Participation)
        /// A bytes-weighted language bar with its legend (names already sanitised).
        case languages([RepositoryInsight.Language])
        case blank
    }
}
