import Foundation
import RepoCore

/// The reading screen's state machine: every page of the comments (or jobs) is asked for as
/// soon as the one before arrives — a conversation is read whole, oldest first — and scrolling
/// stays within what the last frame measured. Pure.
enum ActivityDetailInteractor {
    static func reduce(_ state: inout ActivityDetail.State, _ action: ActivityDetail.Action) -> ActivityDetail.Reaction {
        switch action {
        case .load:
            let query = state.list.restart(fetch: state.fetches, keepingRows: false)
            return [.loadPage(query, state.repository, fetch: state.fetches)]
        case .refresh:
            let query = state.list.restart(fetch: state.fetches, keepingRows: true)
            return [.loadPage(query, state.repository, fetch: state.fetches)]
        case .pageCached(let query, let page):
            state.list.receiveCached(query, page, fetching: state.fetches, online: state.network == .online)
            return nextPage(&state)
        case .pageFetched(let query, let answer):
            state.list.receiveFetched(query, answer)
            return nextPage(&state)
        case .scroll(let delta):
            state.scroll(by: delta)
        case .scrollPage(let pages):
            state.scroll(pages: pages)
        case .scrollToTop:
            state.scrollToTop()
        case .scrollToBottom:
            state.scrollToBottom()
        case .resized(let pane):
            state.resize(to: pane)
        case .measured(let height):
            state.measure(height)
        case .back:
            return .delegate(.back)
        case .openPage:
            switch RepositoryAction.webPage(state.subject.htmlURL) {
            case .success(let url):
                return ActivityDetail.Reaction(delegates: [.notice(RepositoryActionPresenter.notice(for: .open(url))), .perform(.open(url))])
            case .failure(let problem):
                return .delegate(.notice(RepositoryActionPresenter.notice(for: problem)))
            }
        case .copyAddress:
            let address = state.subject.htmlURL
            guard !address.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .delegate(.notice(RepositoryActionPresenter.notice(for: .notAWebPage(address))))
            }
            return ActivityDetail.Reaction(delegates: [.notice(RepositoryActionPresenter.notice(for: .copy(address))), .perform(.copy(address))])
        }
        return []
    }

    private static func nextPage(_ state: inout ActivityDetail.State) -> ActivityDetail.Reaction {
        guard let next = state.list.askNextPage() else { return [] }
        return [.loadPage(next, state.repository, fetch: state.fetches)]
    }

}
