import TerminalUI

/// What the app adds to the focused screen's status line: the notice (until the next key) or a
/// retry's countdown in place of its message, and GitHub's remaining budget before the hints,
/// as a warning when it runs low.
enum AppStatus {
    /// Between the screen's "open" and its lesser hints: the budget matters more than `s sort`.
    static let budgetPriority = 35

    /// The key that shows a message cut short in full; it keeps its place beside the cut message.
    static let overflowHint = KeyHint("!", "more", priority: KeyHint.helpPriority + 1)

    /// Whether the screen with the keys is a list in the Search scope: its budget is worth showing.
    static func showsSearch(_ app: AppState) -> Bool {
        guard case .list(let list)? = app.screens.last?.screen else { return false }
        return list.scope == .search
    }

    static func decorate(_ status: StatusLine, app: AppState, context: PresentationContext, width: Int) -> StatusLine {
        var shown = status
        let now = context.now
        if let notice = app.notice {
            shown.message = TerminalText.sanitize(notice.message)
            shown.tone = notice.tone
        } else if let cloning = ClonePresenter.statusMessage(app.clones) {
            shown.message = cloning
            shown.tone = .busy
        } else if let wait = app.retryWait, wait.until > now {
            let seconds = Int(wait.until.timeIntervalSince(now).rounded(.up))
            shown.message = "\(TerminalText.sanitize(wait.reason)) — retrying in \(seconds) s"
            shown.tone = .warning
        }
        if let budget = app.apiBudget {
            shown.hints.insert(KeyHint("API", "\(budget.remaining)/\(budget.limit)", priority: budgetPriority), at: 0)
            if budget.isLow, shown.tone == .normal {
                shown.tone = .warning
                let resets = budget.resetAt.map { " until " + context.dates.clockTime($0, now: now) } ?? ""
                shown.message += (shown.message.isEmpty ? "" : " · ") + "few API requests left\(resets)"
            }
        }
        if let budget = app.searchBudget, showsSearch(app) {
            shown.hints.insert(KeyHint("search", "\(budget.remaining)/\(budget.limit)", priority: budgetPriority), at: 0)
            if budget.remaining == 0, shown.tone == .normal {
                shown.tone = .warning
                let resets = budget.resetAt.map { " until " + context.dates.clockTime($0, now: now) } ?? ""
                shown.message += (shown.message.isEmpty ? "" : " · ") + "no searches left\(resets)"
            }
        }
        if shown.prompt == nil, DisplayWidth.of(" " + shown.message) > width { shown.overflow = overflowHint }
        return shown
    }
}
