import RepoCore
import TerminalUI

/// Keeps the scene stack — the list, and the detail when one is open — decides which scene has
/// the keys, and lays the scenes out for the terminal's size.
@MainActor
public final class Navigator {
    /// The lists opened, the first user's at the bottom; `u` pushes, Esc pops.
    public private(set) var lists: [RepoListScene] = []
    public var list: RepoListScene? { lists.last }
    public private(set) var detail: RepoDetailScene?
    /// `?`: the key bindings, over whatever is on screen.
    public private(set) var help: HelpOverlay?
    public private(set) var isFinished = false
    public private(set) var size: Size
    private let environment: SceneEnvironment
    private let onChange: @MainActor () -> Void
    /// Shown in the status line instead of the scene's message until the next key: the startup
    /// notice, or what an open or copy came to.
    private var notice: StatusNotice?

    public init(size: Size, environment: SceneEnvironment, onChange: @escaping @MainActor () -> Void) {
        self.size = size
        self.environment = environment
        self.onChange = onChange
        self.notice = environment.startupNotice.map { StatusNotice(message: $0, tone: .warning) }
        environment.apiBudget?.onChange { [weak self] in self?.onChange() }
        environment.retryWait?.onChange { [weak self] in self?.onChange() }
    }

    /// Opens the list for `user` and starts loading it. Nothing is drawn until the list answers
    /// (the cache's rows, or "loading"), so a warm start never flashes a loading screen.
    public func start(user: GitHubUsername) {
        lists = []
        pushList(for: user)
    }

    /// What works wherever the keyboard is.
    public enum GlobalAction: Equatable, Sendable { case quit }

    public nonisolated static let globalBindings: [KeyBinding<GlobalAction>] = [
        .init([.control("c")], .quit, "quit from anywhere"),
    ]

    public func handle(_ key: Key) {
        if notice != nil, key != .resize {
            notice = nil
            onChange()
        }
        if let help, key != .control("c") {
            self.help = help.handling(key, pageHeight: size.height - 4)
            onChange()
            return
        }
        if key == .resize {
            onChange()
            return
        }
        if case .mouse(let event) = key {
            handleMouse(event)
            return
        }
        switch Self.globalBindings.action(for: key) {
        case .quit:
            quit()
        case nil:
            if let detail {
                detail.handle(key)
            } else {
                list?.handle(key)
            }
        }
    }

    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        for list in lists { list.resized(to: AppLayout(size: newSize).listSceneSize) }
        onChange()
    }

    // MARK: Routes

    /// Opens `user`'s list over the current one (`u`), in the same order as the current one.
    func openUser(_ user: GitHubUsername) {
        pushList(for: user)
        // The new list's first answer may look like its initial state: show it now.
        onChange()
    }

    private func pushList(for user: GitHubUsername) {
        let scene = RepoListConfigurator.makeScene(
            user: user, environment: environment, sort: list?.interactor.sort ?? environment.initialSort,
            navigator: self, onChange: onChange)
        lists.append(scene)
        scene.resized(to: AppLayout(size: size).listSceneSize)
        scene.interactor.handle(.load)
    }

    /// Back to the user the current list was opened from; the first user's list stays.
    func closeUser() {
        guard lists.count > 1 else { return }
        // The interactor cancels its load as it goes.
        lists.removeLast()
        onChange()
    }

    func showHelp() {
        help = HelpOverlay()
        onChange()
    }

    func showDetail(of repository: Repository) {
        let scene = RepoDetailConfigurator.makeScene(repository: repository, environment: environment,
                                                     navigator: self, onChange: onChange)
        detail = scene
        scene.interactor.handle(.load)
        onChange()
    }

    func pop() {
        guard detail != nil else { return }
        detail = nil
        onChange()
    }

    /// Shows `notice` in the status line until the next key.
    public func displayNotice(_ notice: StatusNotice) {
        self.notice = notice
        onChange()
    }

    public func quit() {
        isFinished = true
        onChange()
    }

    // MARK: Drawing

    public func render() -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard let list else { return buffer }
        switch AppLayout(size: size) {
        case .tooSmall:
            drawTooSmall(into: &buffer)
        case .single(let header, let body, let status):
            let focused: any Scene = detail ?? list
            Chrome.drawHeader(headerText(list: list), into: &buffer, rect: header)
            focused.renderBody(into: &buffer, rect: body, focused: true)
            Chrome.drawStatus(withNotice(focused.status), into: &buffer, rect: status)
        case .split(let header, let listRect, _, _, let status) where detail == nil && list.selectedRepository == nil:
            // Nothing to preview (loading, empty, an error): the message gets the whole width.
            Chrome.drawHeader(headerText(list: list), into: &buffer, rect: header)
            let body = Rect(x: listRect.x, y: listRect.y, width: size.width - listRect.x, height: listRect.height)
            list.renderBody(into: &buffer, rect: body, focused: true)
            Chrome.drawStatus(withNotice(list.status), into: &buffer, rect: status)
        case .split(let header, let listRect, let divider, let detailRect, let status):
            Chrome.drawHeader(headerText(list: list), into: &buffer, rect: header)
            list.renderBody(into: &buffer, rect: listRect, focused: detail == nil)
            for row in 0..<divider.height {
                buffer.put("│", x: divider.x, y: divider.y + row, style: Palette.border)
            }
            if let detail {
                detail.renderBody(into: &buffer, rect: detailRect, focused: true)
            } else if let selected = list.selectedRepository {
                drawPreview(of: selected, into: &buffer, rect: detailRect)
            }
            Chrome.drawStatus(withNotice(detail?.status ?? list.status), into: &buffer, rect: status)
        }
        drawProfile(of: list, colorDepth: environment.colorDepth, into: &buffer)
        if let help, case let area = Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2)), !area.isEmpty {
            help.render(into: &buffer, area: area)
        }
        return buffer
    }

    /// The scene's status, with the startup notice in place of its message until the first key,
    /// and GitHub's remaining budget before the hints ("API 57/60"), as a warning when low.
    private func withNotice(_ status: StatusLine) -> StatusLine {
        var shown = status
        if let notice {
            shown = StatusLine(message: TerminalText.sanitize(notice.message), tone: notice.tone, hints: status.hints)
        } else if let wait = environment.retryWait?.current(now: environment.now()) {
            let seconds = Int(wait.until.timeIntervalSince(environment.now()).rounded(.up))
            shown = StatusLine(message: "\(TerminalText.sanitize(wait.reason)) — retrying in \(seconds) s",
                               tone: .warning, hints: status.hints)
        }
        guard let budget = environment.apiBudget?.latest else { return shown }
        shown.hints = "API \(budget.remaining)/\(budget.limit)  " + shown.hints
        if budget.isLow, shown.tone == .normal {
            shown.tone = .warning
            let resets = budget.resetAt.map { " until " + environment.dates.clockTime($0, now: environment.now()) } ?? ""
            shown.message += (shown.message.isEmpty ? "" : " · ") + "few API requests left\(resets)"
        }
        return shown
    }

    /// The list's header, after the users it was opened from (Esc goes back to them), and the
    /// detail's title when one is open.
    private func headerText(list: RepoListScene) -> String {
        let path = lists.dropLast().map { $0.interactor.user.rawValue + " › " }.joined()
        guard let detail else { return path + list.header }
        return path + list.header + " › " + detail.header
    }

    /// The header's second line: the language bar, when the header has room for it.
    private func drawProfile(of list: RepoListScene, colorDepth: ColorDepth, into buffer: inout ScreenBuffer) {
        guard let header = AppLayout(size: size).header, let profile = list.viewModel.profile else { return }
        ProfileHeaderRenderer.render(profile, depth: colorDepth, into: &buffer, header: header)
    }

    /// In the split layout the pane previews whatever the list has selected.
    private func drawPreview(of repository: Repository, into buffer: inout ScreenBuffer, rect: Rect) {
        let response = RepoDetail.Response.Repository(repository: repository, scroll: 0, phase: .current)
        let model = RepoDetailPresenter.viewModel(response, now: environment.now(), dates: environment.dates)
        RepoDetailRenderer.render(model, into: &buffer, rect: rect)
    }

    private func drawTooSmall(into buffer: inout ScreenBuffer) {
        let minimum = AppLayout.minimumSize
        let lines = ["terminal too small", "\(size.width)×\(size.height), need \(minimum.width)×\(minimum.height)"]
        let top = max(0, size.height / 2 - 1)
        for (index, line) in lines.enumerated() {
            let shown = DisplayWidth.truncate(line, to: size.width)
            buffer.put(shown, x: max(0, (size.width - DisplayWidth.of(shown)) / 2), y: top + index)
        }
    }
}
