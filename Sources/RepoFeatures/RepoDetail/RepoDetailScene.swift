import RepoCore
import TerminalUI

@MainActor
public final class RepoDetailScene: Scene, RepoDetailDisplayLogic {
    public let interactor: RepoDetailInteractor
    public private(set) var viewModel: RepoDetail.ViewModel
    private var lastMeasurement: RepoDetailRenderer.Measurement?
    private var layout = RepoDetailLayoutCache()
    private let onChange: @MainActor () -> Void

    init(interactor: RepoDetailInteractor, initial: RepoDetail.ViewModel, onChange: @escaping @MainActor () -> Void) {
        self.interactor = interactor
        self.viewModel = initial
        self.onChange = onChange
    }

    public func display(_ viewModel: RepoDetail.ViewModel) {
        guard viewModel != self.viewModel else { return }
        self.viewModel = viewModel
        onChange()
    }

    @discardableResult
    public func handle(_ key: Key) -> Bool {
        guard let action = RepoDetailKeyMap.action(for: key) else { return false }
        interactor.handle(action)
        return true
    }

    /// The pane's size is learnt from the renderer's measurement, which knows the wrapping.
    public func resized(to size: Size) {}

    public func renderBody(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let measurement = RepoDetailRenderer.render(viewModel, into: &buffer, rect: rect, layout: &layout)
        if measurement != lastMeasurement {
            lastMeasurement = measurement
            interactor.handle(.measured(maxScroll: measurement.maxScroll, pageHeight: measurement.pageHeight))
        }
    }

    public var header: String { viewModel.title }
    public var status: StatusLine { viewModel.status }
}
