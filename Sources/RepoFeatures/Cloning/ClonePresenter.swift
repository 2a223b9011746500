import RepoCore
import TerminalUI

/// The clones' queue in words: the status line's one line while jobs run, the panel's lines,
/// and the notice each job (or batch) ends with. Pure.
enum ClonePresenter {
    /// "cloning octocat/Hello-World: receiving objects 45% — esc cancels", or for a batch
    /// "fetching: 3 done · 1 failed · 6 left — P shows them"; nil when nothing runs.
    static func statusMessage(_ queue: CloneQueue) -> String? {
        guard queue.isBusy else { return nil }
        if queue.jobs.count == 1, let job = queue.jobs.first {
            let progress = if case .running(let progress?) = job.status { ": " + progress.text } else { "" }
            return "\(gerund(job.work)) \(TerminalText.sanitize(job.repository.fullName))\(progress)… — esc cancels"
        }
        let works = Set(queue.jobs.map(\.work))
        return "\(works.count == 1 ? gerund(queue.jobs[0].work) : "git"): \(summary(queue)) — P shows them"
    }

    /// "3 done · 1 failed · 6 left".
    static func summary(_ queue: CloneQueue) -> String {
        let counts = queue.counts
        return ["\(counts.done) done", counts.failed > 0 ? "\(counts.failed) failed" : nil, counts.left > 0 ? "\(counts.left) left" : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// What the queue holds: "clones", "fetches", "fast-forwards", or "git jobs" when mixed.
    static func noun(_ queue: CloneQueue) -> String {
        let works = Set(queue.jobs.map(\.work))
        guard works.count == 1, let work = works.first else { return works.isEmpty ? "clones" : "git jobs" }
        return switch work {
        case .clone: "clones"
        case .update(.fetch): "fetches"
        case .update(.fastForward): "fast-forwards"
        }
    }

    static func panelTitle(_ queue: CloneQueue) -> String {
        " \(noun(queue)) — \(summary(queue)) · x cancels · esc hides "
    }

    /// A line or more per job, in the order asked: a state glyph, the name, then how far it
    /// came — a reason wrapped whole, indented under the name.
    static func panelLines(_ queue: CloneQueue, width: Int) -> [OverlayLine] {
        guard width > 2 else { return [] }
        guard !queue.jobs.isEmpty else { return [OverlayLine(text: "no clones yet", style: Palette.missing)] }
        return queue.jobs.flatMap { job in
            let name = TerminalText.sanitize(job.repository.fullName)
            let (glyph, detail, style): (String, String, Style) = switch job.status {
            case .waiting: ("·", "waiting", Palette.missing)
            case .running(let progress): ("›", progress?.text ?? (job.work == .clone ? "starting" : gerund(job.work)), Palette.overlay)
            case .done(let outcome): ("✓", words(outcome), Palette.cloned)
            case .failed(let failure): ("✖", failure.message, Palette.error)
            case .cancelled: ("–", "cancelled", Palette.missing)
            }
            return TextWrap.wrap("\(glyph) \(name)  \(detail)", width: width - 2).enumerated().map { index, line in
                OverlayLine(text: index == 0 ? line : "  " + line, style: style)
            }
        }
    }

    /// What one job came to, in the status line (a single job, not a batch).
    static func notice(_ job: CloneQueue.Job) -> StatusNotice? {
        let name = TerminalText.sanitize(job.repository.fullName)
        return switch (job.status, job.work) {
        case (.done(.cloned(let path)), _): StatusNotice(message: "cloned \(name) into \(TerminalText.sanitize(path))", tone: .normal)
        case (.done(let outcome), _): StatusNotice(message: "\(name): \(words(outcome))", tone: .normal)
        case (.failed(let failure), let work): StatusNotice(message: "could not \(verb(work)) \(name): \(failure.message)", tone: .warning)
        case (.cancelled, .clone): StatusNotice(message: "clone of \(name) cancelled — nothing left behind", tone: .normal)
        case (.cancelled, let work): StatusNotice(message: "\(verb(work)) of \(name) cancelled", tone: .normal)
        case (.waiting, _), (.running, _): nil
        }
    }

    /// What a batch came to once its last job ended.
    static func batchNotice(_ queue: CloneQueue) -> StatusNotice {
        let counts = queue.counts
        return StatusNotice(message: "\(noun(queue)) finished: \(summary(queue))" + (counts.failed > 0 ? " — P shows why" : ""),
                            tone: counts.failed > 0 ? .warning : .normal)
    }

    /// "fetched — 3 behind origin/main", "fast-forwarded 3 commits to origin/main", or the path cloned into.
    static func words(_ outcome: CloneOutcome) -> String {
        switch outcome {
        case .cloned(let path):
            return TerminalText.sanitize(path)
        case .fetched(let state):
            guard let facts = state.facts else { return "fetched" }
            guard let upstream = facts.upstream.map(TerminalText.singleLine) else { return "fetched — the branch has no upstream" }
            let distance = switch (facts.ahead, facts.behind) {
            case (0, 0): "up to date with \(upstream)"
            case (let ahead, 0): "\(ahead) ahead of \(upstream)"
            case (0, let behind): "\(behind) behind \(upstream)"
            case (let ahead, let behind): "diverged from \(upstream): \(ahead) ahead, \(behind) behind"
            }
            return "fetched — " + distance
        case .fastForwarded(let commits, let state):
            let upstream = state.facts?.upstream.map { " to " + TerminalText.singleLine($0) } ?? ""
            guard commits > 0 else { return "already up to date" + (state.facts?.upstream.map { " with " + TerminalText.singleLine($0) } ?? "") }
            return "fast-forwarded \(commits) \(commits == 1 ? "commit" : "commits")\(upstream)"
        }
    }

    private static func gerund(_ work: CloneWork) -> String {
        switch work {
        case .clone: "cloning"
        case .update(.fetch): "fetching"
        case .update(.fastForward): "fast-forwarding"
        }
    }

    private static func verb(_ work: CloneWork) -> String {
        switch work {
        case .clone: "clone"
        case .update(.fetch): "fetch"
        case .update(.fastForward): "fast-forward"
        }
    }
}
