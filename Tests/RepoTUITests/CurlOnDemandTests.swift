import Foundation
import TestSupport
import Testing
@testable import RepoTUI

/// `CurlOnDemand` stands in for libcurl in a static build: it must define every libcurl function
/// the toolchain's FoundationNetworking calls, or that build fails to link — or, after a
/// toolchain update, links one from somewhere else. Checked against the toolchain in use.
struct CurlOnDemandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The functions `curl_on_demand.c` forwards, read from its two X-macro lists and the one
    /// written out (`curl_global_init`, which starts libcurl under a lock).
    static func forwarded() throws -> Set<String> {
        let source = try String(contentsOf: packageRoot.appendingPathComponent("Sources/CurlOnDemand/curl_on_demand.c"), encoding: .utf8)
        let fixed = try Regex(#"X\([^,()]+, (curl_\w+),"#)
        let option = try Regex(#"X\((curl_\w+)\)"#)
        let written = try Regex(#"HIDDEN \w+ \**(curl_\w+)\("#)
        return Set([fixed, option, written].flatMap { pattern in
            source.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
        })
    }

    /// The `curl_` functions the static FoundationNetworking's C part leaves undefined, from `nm`.
    static func needed() async throws -> Set<String> {
        let swift = try #require(ExecutableLookup(environment: ProcessInfo.processInfo.environment).find("swift"),
                                 "swift is not on PATH")
        let archive = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift_static/linux/lib_CFURLSessionInterface.a")
        #expect(FileManager.default.fileExists(atPath: archive.path), "no static FoundationNetworking at \(archive.path)")
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        nm.arguments = ["nm", "--undefined-only", archive.path]
        let pipe = Pipe()
        nm.standardOutput = pipe
        try nm.run()
        let (status, data) = await nm.output(of: pipe)
        #expect(status == 0)
        let words = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        return Set(words.filter { $0.hasPrefix("curl_") }.map(String.init))
    }

    @Test func everyLibcurlFunctionFoundationNetworkingCallsIsForwarded() async throws {
        let needed = try await Self.needed()
        let forwarded = try Self.forwarded()

        #expect(needed.count >= 20)
        #expect(needed.subtracting(forwarded).sorted() == [])
        #expect(forwarded.subtracting(needed).sorted() == [])
    }
}
