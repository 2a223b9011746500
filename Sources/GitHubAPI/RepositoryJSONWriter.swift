import Foundation
import RepoCore

/// `--json`'s bytes written straight from the rows: GitHub's field names in sorted order,
/// pretty-printed exactly as `JSONEncoder` with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes` prints `RepositoryDTO`s — without building a DTO, a boxed value
/// tree or a key sort per object (issue 17: `JSONEncoder` was most of `--offline --json`'s time).
///
/// The bytes go out in chunks: after each repository, once `chunkSize` bytes are waiting, they
/// are handed to the sink and the buffer is reused, so 100,000 repositories never sit in memory
/// as one 120 MB document.
struct RepositoryJSONWriter: ~Copyable {
    private var bytes: OutputBuffer
    private let chunkSize: Int

    init(chunkSize: Int = RepositoryJSON.chunkSize) {
        self.chunkSize = chunkSize
        bytes = OutputBuffer(capacity: chunkSize + 4_096)
    }

    /// The whole array; `JSONEncoder` writes an empty one as `[` blank line `]`.
    mutating func write<Rows: Collection<Repository>>(
        _ repositories: Rows, to sink: (UnsafeRawBufferPointer) throws -> Void
    ) rethrows {
        guard !repositories.isEmpty else {
            append("[\n\n]")
            try flush(to: sink)
            return
        }
        append("[\n")
        var first = true
        for repository in repositories {
            if !first { append(",\n") }
            first = false
            indent(1)
            write(repository, level: 1)
            if bytes.count >= chunkSize { try flush(to: sink) }
        }
        append("\n]")
        try flush(to: sink)
    }

    private mutating func flush(to sink: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try bytes.withBytes(sink)
        bytes.removeAll()
    }

    /// One repository object at nesting `level` (its braces' indentation; its keys one deeper,
    /// as are the braces of a value nested in it). Keys in sorted order.
    private mutating func write(_ r: Repository, level: Int) {
        object(level: level) { fields, w in
            fields.key("archived", &w); w.bool(r.isArchived)
            fields.key("clone_url", &w); w.remoteURL(.clone, of: r)
            fields.key("created_at", &w); w.date(r.createdAt)
            fields.key("default_branch", &w); w.string(r.defaultBranch)
            fields.key("description", &w); w.string(r.description)
            fields.key("fork", &w); w.bool(r.isFork)
            fields.key("forks_count", &w); w.int(r.forksCount)
            fields.key("full_name", &w); w.string(r.fullName)
            fields.key("git_url", &w); w.remoteURL(.git, of: r)
            fields.key("homepage", &w); w.string(r.homepage)
            fields.key("html_url", &w); w.string(r.htmlURL)
            fields.key("id", &w); w.int(r.id.rawValue)
            fields.key("is_template", &w); w.bool(r.isTemplate)
            fields.key("language", &w); w.string(r.language)
            fields.key("license", &w); w.license(r.license, level: level + 1)
            fields.key("mirror_url", &w); w.string(r.mirrorURL)
            fields.key("name", &w); w.string(r.name)
            fields.key("open_issues_count", &w); w.int(r.openIssuesCount)
            fields.key("owner", &w); w.owner(r.owner, level: level + 1)
            fields.key("private", &w); w.bool(r.isPrivate)
            fields.key("pushed_at", &w); w.date(r.pushedAt)
            fields.key("size", &w); w.int(r.sizeKB)
            fields.key("ssh_url", &w); w.remoteURL(.ssh, of: r)
            fields.key("stargazers_count", &w); w.int(r.stargazersCount)
            if let starredAt = r.starredAt { fields.key("starred_at", &w); w.date(starredAt) }
            fields.key("topics", &w); w.strings(r.topics, level: level + 1)
            fields.key("updated_at", &w); w.date(r.updatedAt)
            fields.key("watchers_count", &w); w.int(r.watchersCount)
        }
    }

    private mutating func owner(_ owner: Owner, level: Int) {
        object(level: level) { fields, w in
            fields.key("avatar_url", &w); w.string(owner.avatarURL)
            fields.key("html_url", &w); w.string(owner.htmlURL)
            fields.key("id", &w); w.int(owner.id)
            fields.key("login", &w); w.string(owner.login)
            fields.key("type", &w); w.append(owner.isOrganization ? "\"Organization\"" : "\"User\"")
        }
    }

    private mutating func license(_ license: License?, level: Int) {
        guard let license else {
            append("null")
            return
        }
        object(level: level) { fields, w in
            fields.key("key", &w); w.string(license.key)
            fields.key("name", &w); w.string(license.name)
            fields.key("spdx_id", &w); w.string(license.spdxID)
        }
    }

    private mutating func strings(_ values: [String], level: Int) {
        guard !values.isEmpty else {
            append("[\n\n")
            indent(level)
            append("]")
            return
        }
        append("[\n")
        for (index, value) in values.enumerated() {
            if index > 0 { append(",\n") }
            indent(level + 1)
            string(value)
        }
        append("\n")
        indent(level)
        append("]")
    }

    /// `{`, the keys `body` writes (each after `fields.key`, through `w`), and `}` at `level`.
    private mutating func object(level: Int, _ body: (inout ObjectFields, inout RepositoryJSONWriter) -> Void) {
        var fields = ObjectFields(level: level)
        append("{\n")
        body(&fields, &self)
        append("\n")
        indent(level)
        append("}")
    }

    /// Keys inside one object: a comma and a new line between them, each indented one level
    /// deeper than the braces.
    private struct ObjectFields {
        let level: Int
        var first = true

        mutating func key(_ name: StaticString, _ writer: inout RepositoryJSONWriter) {
            // Thirty keys a repository: the comma, line end, indentation and opening quote go in
            // as one run, not four appends (10% of the writer's time).
            Self.keyOpeners[level + 1].withUnsafeBufferPointer { opener in
                writer.bytes.append(first ? UnsafeBufferPointer(rebasing: opener[2...]) : opener)
            }
            first = false
            writer.append(name)
            writer.append("\" : ")
        }

        /// `,` line end, the indentation of a level, `"`, for the levels keys are written at: a
        /// repository's own keys at 2, its owner's and licence's at 3.
        private static let keyOpeners: [[UInt8]] = (0...3).map { level in
            Array(",\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 2 * level) + [UInt8(ascii: "\"")]
        }
    }

    // MARK: Values

    private mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    private mutating func int<Value: BinaryInteger>(_ value: Value) {
        JSONNumberDigits.append(value, to: &bytes)
    }

    private mutating func string(_ value: String?) {
        guard let value else {
            append("null")
            return
        }
        bytes.append(UInt8(ascii: "\""))
        JSONStringEscaping.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An address GitHub spells from the web address is written from the row's bytes as spelled,
    /// never made a string (`Repository.withRemoteURL`).
    private mutating func remoteURL(_ kind: RemoteAddresses.Kind, of repository: Repository) {
        repository.withRemoteURL(kind) { utf8 in
            guard let utf8 else {
                append("null")
                return
            }
            bytes.append(UInt8(ascii: "\""))
            JSONStringEscaping.append(utf8: utf8, to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// `2011-01-26T19:21:12Z`, as `JSONEncoder`'s `.iso8601` writes it (whole seconds, UTC).
    private mutating func date(_ value: Date?) {
        guard let value else {
            append("null")
            return
        }
        bytes.append(UInt8(ascii: "\""))
        UTCTimestamp.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func indent(_ level: Int) {
        let count = 2 * level
        if count <= Self.spaces.count {
            Self.spaces.withUnsafeBufferPointer { bytes.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            for _ in 0..<count { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(text)
    }
}
