import RepoCore

/// A tab's `/` query: words, `label:` and `author:` narrow the rows held as they are typed;
/// `state:` asks GitHub for another list when Enter keeps the query. Esc puts the last kept
/// query back.
extension RepoDetailInteractor {
    static func beginFilter(_ state: inout RepoDetail.State) {
        guard let kind = state.tab.kind, let list = state.lists[kind] else { return }
        state.prompt = LineEditor(text: list.filterText)
    }

    static func handlePrompt(_ action: PromptAction, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard let editor = state.prompt, let kind = state.tab.kind, var list = state.lists[kind] else { return [] }
        switch action {
        case .edit(let edit):
            let edited = editor.applying(edit)
            state.prompt = edited
            var filter = ActivityFilter(edited.text, kind: kind)
            filter.state = list.filter.state
            list.filter = filter
            list.selection = 0
            list.scroll = 0
            state.lists[kind] = list
            return loadMoreIfNeeded(kind, &state)
        case .accept:
            state.prompt = nil
            return keepFilter(editor.text, kind, &state)
        case .cancel:
            state.prompt = nil
            list.filter = ActivityFilter(list.filterText, kind: kind)
            state.lists[kind] = list
            keepSelectionInView(&state)
            return []
        case .moveSelection(let delta):
            return select(list.selection + delta, &state)
        case .complete:
            return []
        }
    }

    /// Enter: the query is the tab's; another `state:` than the list's starts it again with it.
    private static func keepFilter(_ text: String, _ kind: ActivityKind, _ state: inout RepoDetail.State) -> RepoDetail.Reaction {
        guard var list = state.lists[kind] else { return [] }
        let filter = ActivityFilter(text, kind: kind)
        let wanted = filter.state ?? .open
        list.filterText = text
        list.filter = filter
        guard kind != .runs, wanted != list.query.state else {
            state.lists[kind] = list
            return loadMoreIfNeeded(kind, &state)
        }
        var restarted = RepoDetail.ActivityList(kind, state: wanted)
        restarted.filterText = text
        restarted.filter = filter
        state.lists[kind] = restarted
        return startList(kind, &state)
    }
}
