// libFuzzer target: listing pages read by RepositoryPageDecoder, against JSONDecoder and the
// DTOs it replaced. Built by Scripts/fuzz against the GitHubAPI module
// (built for testing, so internal types are reachable).
import Foundation
@testable import GitHubAPI
import RepoCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRepositoryPages(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = GitHubJSON.makeDecoder()
    // JSONDecoder itself traps on a document nested some 512 brackets deep (swift-foundation
    // fails while describing where its depth limit was hit): such input goes to the page decoder alone.
    let deep = data.reduce(into: 0) { opened, byte in opened += byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") ? 1 : 0 } > 400
    for starred in [false, true] {
        let fast = Result { () throws(RepositoryPageDecoder.Failure) in try RepositoryPageDecoder.repositories(data, starred: starred) }
        if deep { continue }
        let reference = Result {
            starred ? try decoder.decode([StarredRepositoryDTO].self, from: data).map { $0.repository.toDomain() }
                : try decoder.decode([RepositoryDTO].self, from: data).map { $0.toDomain() }
        }
        switch (fast, reference) {
        case (.success(let read), .success(let expected)) where read != expected:
            fatalError("the page decoder read other repositories than JSONDecoder (starred: \(starred))")
        case (.failure(let failure), .success):
            // JSONDecoder reads a page: so must the page decoder.
            fatalError("the page decoder refused a page JSONDecoder reads: \(failure.message) (starred: \(starred))")
        default:
            // Both refused, or the page decoder read a page whose skipped parts JSONDecoder
            // would not take (a number beyond Double in a field the app does not read).
            break
        }
    }
    return 0
}
