// libFuzzer target: the Link header parser and the pagination rule built on it. Built by
// Scripts/fuzz against the GitHubAPI module (built for testing, so internal types are reachable).
import Foundation
@testable import GitHubAPI
import RepoCore

private let currentURL = URL(string: "https://api.github.com/users/octocat/repos?per_page=100")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinkHeader(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let value = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let links = LinkHeader.parse(value)

    // Every link starts at a "<" of its own.
    let openings = value.unicodeScalars.filter { $0 == "<" }.count
    require(links.count <= openings, "\(links.count) links from \(openings) '<'")
    for link in links {
        require(!link.url.unicodeScalars.contains(">"), "a target holds '>': \(link.url)")
        require(link.rels.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() }, "rels: \(link.rels)")
    }

    // What was parsed, written back in the canonical form, parses to the same links.
    // Rels are joined with a tab: the parser splits Characters, and a space followed by a
    // combining mark is one Character (no split), while a tab always ends its cluster.
    let canonical = links.map { link in
        return "<\(link.url)>; rel=\"\(quotedStringContent(link.rels.joined(separator: "\t")))\""
    }.joined(separator: ", ")
    let reparsed = LinkHeader.parse(canonical)
    require(reparsed.map(\.url) == links.map(\.url), "urls changed: \(links.map(\.url)) -> \(reparsed.map(\.url))")
    require(reparsed.map(\.rels) == links.map(\.rels), "rels changed: \(links.map(\.rels)) -> \(reparsed.map(\.rels))")

    // The security rule: a next page is followed only on the same origin (the token goes there).
    if let next = try? NextPage.url(linkHeader: value, currentURL: currentURL) {
        require(next.origin == currentURL.origin, "followed a link to another origin: \(next)")
    }
    return 0
}

/// A backslash before every `"` and `\`, scalar by scalar (a backslash followed by a combining
/// mark is one Character, which Character-based replacing would miss).
private func quotedStringContent(_ text: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { escaped.append("\\") }
        escaped.append(scalar)
    }
    return String(escaped)
}

/// `precondition` drops its message in optimised builds; a fuzz failure must say what broke.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
