// libFuzzer target: GitHub's JSON as the client decodes it. Built by Scripts/fuzz against
// the GitHubAPI module, built for testing so internal types are reachable.
import Foundation
@testable import GitHubAPI
import RepoCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGitHubJSON(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let decoder = GitHubJSON.makeDecoder()

    // A listing page, as ListingFetcher reads it; whatever decodes must encode for --json and
    // read back as the same repositories (timestamps are whole seconds on the way out).
    if let repositories = try? RepositoryJSON.decode(data) {
        let encoded = RepositoryJSON.encode(repositories)
        guard let again = try? RepositoryJSON.decode(encoded) else {
            fatalError("--json output does not decode: \(String(decoding: encoded, as: UTF8.self))")
        }
        guard again.map(\.id) == repositories.map(\.id), again.map(\.fullName) == repositories.map(\.fullName),
              again.map(\.description) == repositories.map(\.description),
              again.map(\.stargazersCount) == repositories.map(\.stargazersCount) else {
            fatalError("--json round trip changed the repositories")
        }
        for (before, after) in zip(repositories, again) {
            for (date, read) in [(before.createdAt, after.createdAt), (before.updatedAt, after.updatedAt),
                                 (before.pushedAt, after.pushedAt)] {
                guard let date, isGregorianEra(date) else { continue }
                guard let read, read.timeIntervalSince1970 == date.timeIntervalSince1970.rounded(.down) else {
                    fatalError("--json round trip changed \(date) into \(read.map { "\($0)" } ?? "nothing")")
                }
            }
        }
    }
    // One repository (the detail pane), a basic-error body, a README content file.
    _ = try? decoder.decode(RepositoryDTO.self, from: data).toDomain()
    _ = BasicErrorDTO.message(in: data)
    _ = (try? decoder.decode(ContentFileDTO.self, from: data))?.text

    // The timestamp fast path must agree with Foundation's ISO 8601 parser whenever both read it.
    let text = String(decoding: data.prefix(64), as: UTF8.self)
    if let fast = GitHubTimestamp.parse(text), isGregorianEra(fast), let general = try? Date(text, strategy: .iso8601),
       fast != general {
        fatalError("GitHubTimestamp.parse(\(text)) = \(fast), Foundation says \(general)")
    }
    _ = GitHubJSON.parseDate(text)
    return 0
}

/// Years 1583 to 9999. Before the Gregorian reform Foundation's ISO 8601 style counts Julian
/// days while GitHubTimestamp counts proleptic Gregorian ones (as ISO 8601 says), so the two
/// disagree by days there; GitHub has no such dates. Beyond 9999 the text form has no room.
private func isGregorianEra(_ date: Date) -> Bool {
    (-12_212_553_600.0 ..< 253_402_300_800.0).contains(date.timeIntervalSince1970)
}
