import Foundation
@testable import RepoFeatures

/// Records every open and copy it is asked for and answers with a fixed outcome per kind.
final class FakeExternalActions: ExternalActions, @unchecked Sendable {
    enum Call: Equatable {
        case open(URL)
        case copy(String)
    }

    private let lock = NSLock()
    private var recorded: [Call] = []
    private let openOutcome: (@Sendable (URL) -> ExternalActionOutcome)
    private let copyOutcome: (@Sendable (String) -> ExternalActionOutcome)

    init(open: @escaping @Sendable (URL) -> ExternalActionOutcome = { .opened($0) },
         copy: @escaping @Sendable (String) -> ExternalActionOutcome = { .copied($0) }) {
        openOutcome = open
        copyOutcome = copy
    }

    var calls: [Call] { lock.withLock { recorded } }

    func open(_ url: URL) async -> ExternalActionOutcome {
        lock.withLock { recorded.append(.open(url)) }
        return openOutcome(url)
    }

    func copy(_ text: String) async -> ExternalActionOutcome {
        lock.withLock { recorded.append(.copy(text)) }
        return copyOutcome(text)
    }
}
