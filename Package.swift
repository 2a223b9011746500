// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Where the empty `libcurl.so` of `CurlOnDemand` is (an absolute path: the linker runs elsewhere).
let curlOnDemandLinkDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Sources/CurlOnDemand/link").path

/// The functions a start, a first frame and a full revalidation run (`Scripts/order-functions`
/// writes it), which the release link places side by side: the kernel maps a binary's code 64 KB
/// around each page first touched, so code used together and kept together is code mapped once.
let hotFunctionsOrder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Sources/repotui/hot-functions.order").path

/// Whether this machine's C library applies DT_RELR relocations: glibc from 2.36. The binary
/// runs where it is built (`Scripts/install`), and an older loader would leave them unapplied.
/// (Before `releaseLink`: a manifest's globals are set in order.)
let cLibraryReadsPackedRelocations: Bool = {
    #if canImport(Glibc)
    var text = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &text, text.count) > 0 else { return false }
    // "glibc 2.36"
    let words = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
    let version = words.last?.split(separator: ".").compactMap { Int($0) } ?? []
    return version.count >= 2 && (version[0], version[1]) >= (2, 36)
    #else
    return false
    #endif
}()

/// The release link on Linux (issue 30): LLVM's linker, which reads that order, and packs the
/// binary's 100,000 relative relocations into a few kilobytes (DT_RELR) instead of 2.4 MB that the
/// loader reads at every start — where the C library knows DT_RELR (glibc 2.36 and later).
/// `--static-swift-stdlib` links with `-export-dynamic`, which put 16,000 of the executable's own
/// symbols in its dynamic table: nothing looks them up, but the Swift runtime's start-up `dladdr`
/// walked all of them (`--version` 0.95–0.97× without, farm-bench, 41 pairs twice).
let releaseLink: [String] = {
    var flags = ["-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(hotFunctionsOrder)",
                 "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic"]
    if cLibraryReadsPackedRelocations {
        flags += ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
    return flags
}()

let package = Package(
    name: "repotui",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "repotui", targets: ["repotui"]),
        .executable(name: "github-stub", targets: ["github-stub"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // SHA-256 for the cache's account fingerprint (a token's rows are kept apart without
        // storing the token): cryptography is not written by hand.
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // The config file: TOML 1.0 parsed by toml++ (full conformance, and a syntax error's line and
        // column), rather than a hand-written subset that would reject valid files.
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // System library: the only link to ncursesw. Only CursesTerminal imports it.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),

        // Domain values and boundary protocols; Foundation only.
        .target(name: "RepoCore"),

        // GitHub REST client over URLSession.
        .target(
            name: "GitHubAPI",
            dependencies: ["RepoCore", .product(name: "Logging", package: "swift-log")]
        ),

        // The SQLite cache behind RepoCore.RepoCache (GRDB, WAL, versioned migrations).
        .target(
            name: "RepoStore",
            dependencies: ["RepoCore", "CSQLiteTuning", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // System library: SQLite settings Swift cannot reach (sqlite3_db_config is variadic).
        .systemLibrary(name: "CSQLiteTuning", path: "Sources/CSQLiteTuning"),
        .systemLibrary(name: "CMallocTuning", path: "Sources/CMallocTuning"),

        // Cells, screen buffer, display width, keys — no ncurses.
        .target(name: "TerminalUI"),

        // System library: cmark-gfm, the CommonMark parser with GitHub's extensions. Only MarkdownText imports it.
        // Its module map names the libraries; no pkgConfig, whose `-L/usr/lib/…` would come before
        // CurlOnDemand's directory and link the real libcurl again. Scripts/bootstrap installs
        // libcmark-gfm-dev and libcmark-gfm-extensions-dev.
        .systemLibrary(name: "CCmark", path: "Sources/CCmark"),

        // Markdown (a README) laid out as styled terminal lines of a given width.
        .target(name: "MarkdownText", dependencies: ["CCmark", "TerminalUI"]),

        // Whole rendered output of CommonMark/GFM samples, hostile text and tiny widths.
        .testTarget(name: "MarkdownTextTests", dependencies: ["MarkdownText", "TerminalUI", "TestSupport"]),

        // The ncurses backend.
        .target(name: "CursesTerminal", dependencies: ["CNcurses", "TerminalUI"]),

        // The app as pure state machines: AppState and AppReducer, one folder per screen (RepoList, RepoDetail,
        // ColumnChooser), presenters and renderers. No tasks, no I/O: RepoTUI's runtime performs the effects.
        .target(name: "RepoFeatures", dependencies: ["RepoCore", "TerminalUI", "MarkdownText", "GitHubEmoji"]),
        // GitHub's :shortcode: emoji, a generated table (Scripts/generate-emoji-shortcodes) kept
        // apart from the code that reads it.
        .target(name: "GitHubEmoji"),

        // The config file (config.toml): read, checked with line numbers, printed with every default.
        .target(
            name: "RepoConfig",
            dependencies: ["RepoCore", "RepoFeatures", "TerminalUI", .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        .testTarget(name: "RepoConfigTests", dependencies: ["RepoConfig", "RepoCore", "RepoFeatures", "TerminalUI"]),

        // Composition root: command line, run loop, live environment, plain output.
        .target(
            name: "RepoTUI",
            dependencies: [
                "RepoCore", "GitHubAPI", "RepoStore", "TerminalUI", "CursesTerminal", "RepoFeatures", "RepoConfig", "CMallocTuning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "repotui",
            dependencies: ["RepoTUI", "CurlOnDemand"],
            // `-lcurl` (FoundationNetworking's) finds the empty script in link/ first: libcurl is
            // loaded on first use by CurlOnDemand, not at start (issue 30).
            exclude: ["hot-functions.order"],
            linkerSettings: [
                .unsafeFlags(["-L", curlOnDemandLinkDirectory], .when(platforms: [.linux])),
                .unsafeFlags(releaseLink, .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // FoundationNetworking's libcurl functions, each loading libcurl.so.4 on first use.
        .target(name: "CurlOnDemand", exclude: ["link"]),
        // Scripts/bench's floor: a Swift program that opens SQLite and draws with ncurses, and no more.
        .executableTarget(
            name: "startup-floor",
            dependencies: ["CNcurses", "CSQLiteTuning", "CurlOnDemand"],
            linkerSettings: [.unsafeFlags(["-L", curlOnDemandLinkDirectory], .when(platforms: [.linux]))]
        ),
        // Scripts/bench's in-process figures (key to frame, filter keystroke, sort change).
        .executableTarget(name: "repotui-bench", dependencies: ["RepoCore", "RepoFeatures", "TerminalUI", "GitHubAPI", "RepoTUI"]),

        // A GitHub-compatible server on loopback, for tests and the demo.
        .target(
            name: "GitHubStub",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .executableTarget(
            name: "github-stub",
            dependencies: [
                "GitHubStub",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared test helpers: fixture paths, deadline waits, a stub on loopback.
        .target(name: "TestSupport", dependencies: ["GitHubStub"], path: "Tests/TestSupport"),

        .testTarget(name: "RepoCoreTests", dependencies: ["RepoCore", "TestSupport"]),
        .testTarget(
            name: "GitHubAPITests",
            dependencies: ["GitHubAPI", "RepoCore", "GitHubStub", "TestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"]),
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TerminalUI", "TestSupport"]),
        .testTarget(name: "RepoFeaturesTests", dependencies: ["RepoFeatures", "RepoCore", "TerminalUI", "TestSupport"]),
        .testTarget(name: "GitHubEmojiTests", dependencies: ["GitHubEmoji"]),
        .testTarget(
            name: "GitHubStubTests",
            dependencies: ["GitHubStub", "TestSupport", .product(name: "FlyingSocks", package: "FlyingFox")]
        ),
        .testTarget(
            name: "RepoTUITests",
            dependencies: ["RepoTUI", "RepoCore", "RepoFeatures", "RepoStore", "RepoConfig", "TerminalUI", "GitHubAPI", "GitHubStub",
                           "TestSupport"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport"]),
        .testTarget(name: "RepoStoreTests", dependencies: ["RepoStore", "RepoCore", "TestSupport"]),
        // A child process the SIGKILL test kills in the middle of a write.
        .executableTarget(
            name: "repostore-writer",
            dependencies: ["RepoStore", "RepoCore"],
            path: "Tests/RepoStoreWriter"
        ),
    ]
)
