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
        case .openPage, .copyAddress:
            let requests = RepositoryActionLogic.requests(forAddress: state.subject.htmlURL, copy: action == .copyAddress)
            return ActivityDetail.Reaction(delegates: requests.map { request in
                switch request {
                case .perform(let request): .perform(request)
                case .notice(let notice): .notice(notice)
                }
            })
        }
        return []
    }

    private static func nextPage(_ state: inout ActivityDetail.State) -> ActivityDetail.Reaction {
        guard let next = state.list.askNextPage() else { return [] }
        return [.loadPage(next, state.repository, fetch: state.fetches)]
    }

}
