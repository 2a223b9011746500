import TerminalUI

/// The clone queue in words: the status line's one line while clones run, the panel's lines,
/// and the notice each clone (or batch) ends with. Pure.
enum ClonePresenter {
    /// "cloning octocat/Hello-World: receiving objects 45% — esc cancels", or for a batch
    /// "cloning: 3 done · 1 failed · 6 left — P shows them"; nil when nothing runs.
    static func statusMessage(_ queue: CloneQueue) -> String? {
        guard queue.isBusy else { return nil }
        if queue.jobs.count == 1, let job = queue.jobs.first {
            let progress = if case .running(let progress?) = job.status { ": " + progress.text } else { "" }
            return "cloning \(TerminalText.sanitize(job.repository.fullName))\(progress)… — esc cancels"
        }
        return "cloning: \(summary(queue)) — P shows them"
    }

    /// "3 done · 1 failed · 6 left".
    static func summary(_ queue: CloneQueue) -> String {
        let counts = queue.counts
        return ["\(counts.done) done", counts.failed > 0 ? "\(counts.failed) failed" : nil, counts.left > 0 ? "\(counts.left) left" : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    static func panelTitle(_ queue: CloneQueue) -> String {
        " clones — \(summary(queue)) · x cancels · esc hides "
    }

    /// A line or more per clone, in the order asked: a state glyph, the name, then how far it
    /// came — a reason wrapped whole, indented under the name.
    static func panelLines(_ queue: CloneQueue, width: Int) -> [OverlayLine] {
        guard width > 2 else { return [] }
        guard !queue.jobs.isEmpty else { return [OverlayLine(text: "no clones yet", style: Palette.missing)] }
        return queue.jobs.flatMap { job in
            let name = TerminalText.sanitize(job.repository.fullName)
            let (glyph, detail, style): (String, String, Style) = switch job.status {
            case .waiting: ("·", "waiting", Palette.missing)
            case .running(let progress): ("›", progress?.text ?? "starting", Palette.overlay)
            case .done(let path): ("✓", TerminalText.sanitize(path), Palette.cloned)
            case .failed(let failure): ("✖", failure.message, Palette.error)
            case .cancelled: ("–", "cancelled", Palette.missing)
            }
            return TextWrap.wrap("\(glyph) \(name)  \(detail)", width: width - 2).enumerated().map { index, line in
                OverlayLine(text: index == 0 ? line : "  " + line, style: style)
            }
        }
    }

    /// What one clone came to, in the status line (a single clone, not a batch).
    static func notice(_ job: CloneQueue.Job) -> StatusNotice? {
        let name = TerminalText.sanitize(job.repository.fullName)
        return switch job.status {
        case .done(let path): StatusNotice(message: "cloned \(name) into \(TerminalText.sanitize(path))", tone: .normal)
        case .failed(let failure): StatusNotice(message: "could not clone \(name): \(failure.message)", tone: .warning)
        case .cancelled: StatusNotice(message: "clone of \(name) cancelled — nothing left behind", tone: .normal)
        case .waiting, .running: nil
        }
    }

    /// What a batch came to once its last clone ended.
    static func batchNotice(_ queue: CloneQueue) -> StatusNotice {
        let counts = queue.counts
        return StatusNotice(message: "clones finished: \(summary(queue))" + (counts.failed > 0 ? " — P shows why" : ""),
                            tone: counts.failed > 0 ? .warning : .normal)
    }
}
