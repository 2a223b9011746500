import RepoCore
import TerminalUI

/// The list scene as the navigator sees it: keys in, view models out, redraw on change.
@MainActor
public final class RepoListScene: Scene, RepoListDisplayLogic {
    public let interactor: RepoListInteractor
    public private(set) var viewModel: RepoList.ViewModel
    private let onChange: @MainActor () -> Void

    init(interactor: RepoListInteractor, initial: RepoList.ViewModel, onChange: @escaping @MainActor () -> Void) {
        self.interactor = interactor
        self.viewModel = initial
        self.onChange = onChange
    }

    public func display(_ viewModel: RepoList.ViewModel) {
        guard viewModel != self.viewModel else { return }
        self.viewModel = viewModel
        onChange()
    }

    @discardableResult
    public func handle(_ key: Key) -> Bool {
        let action: RepoList.Action?
        if interactor.prompt != nil {
            action = PromptKeyMap.action(for: key).map(RepoList.Action.prompt)
        } else {
            action = RepoListKeyMap.action(for: key)
        }
        guard let action else { return false }
        interactor.handle(action)
        return true
    }

    public func resized(to size: Size) {
        interactor.handle(.resized(size))
    }

    public func renderBody(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        RepoListRenderer.renderBody(viewModel, into: &buffer, rect: rect, focused: focused)
    }

    public var header: String { viewModel.header }
    public var status: StatusLine { viewModel.status }
    public var selectedRepository: Repository? { interactor.selectedRepository }
}
