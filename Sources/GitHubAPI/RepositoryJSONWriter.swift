import Foundation
import RepoCore

/// `--json`'s bytes written straight from the rows: GitHub's field names in sorted order,
/// pretty-printed exactly as `JSONEncoder` with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes` prints `RepositoryDTO`s — without building a DTO, a boxed value
/// tree or a key sort per object (issue 17: `JSONEncoder` was most of `--offline --json`'s time).
struct RepositoryJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The whole array; `JSONEncoder` writes an empty one as `[` blank line `]`.
    mutating func write(_ repositories: [Repository]) {
        guard !repositories.isEmpty else {
            append("[\n\n]")
            return
        }
        append("[\n")
        for (index, repository) in repositories.enumerated() {
            if index > 0 { append(",\n") }
            indent(1)
            write(repository, level: 1)
        }
        append("\n]")
    }

    /// One repository object at nesting `level` (its braces' indentation; its keys one deeper,
    /// as are the braces of a value nested in it). Keys in sorted order.
    private mutating func write(_ r: Repository, level: Int) {
        var fields = ObjectFields(level: level)
        append("{\n")
        fields.key("archived", &self); bool(r.isArchived)
        fields.key("clone_url", &self); string(r.cloneURL)
        fields.key("created_at", &self); date(r.createdAt)
        fields.key("default_branch", &self); string(r.defaultBranch)
        fields.key("description", &self); string(r.description)
        fields.key("fork", &self); bool(r.isFork)
        fields.key("forks_count", &self); int(r.forksCount)
        fields.key("full_name", &self); string(r.fullName)
        fields.key("git_url", &self); string(r.gitURL)
        fields.key("homepage", &self); string(r.homepage)
        fields.key("html_url", &self); string(r.htmlURL)
        fields.key("id", &self); int(r.id.rawValue)
        fields.key("is_template", &self); bool(r.isTemplate)
        fields.key("language", &self); string(r.language)
        fields.key("license", &self); license(r.license, level: level + 1)
        fields.key("mirror_url", &self); string(r.mirrorURL)
        fields.key("name", &self); string(r.name)
        fields.key("open_issues_count", &self); int(r.openIssuesCount)
        fields.key("owner", &self); owner(r.owner, level: level + 1)
        fields.key("private", &self); bool(r.isPrivate)
        fields.key("pushed_at", &self); date(r.pushedAt)
        fields.key("size", &self); int(r.sizeKB)
        fields.key("ssh_url", &self); string(r.sshURL)
        fields.key("stargazers_count", &self); int(r.stargazersCount)
        if let starredAt = r.starredAt { fields.key("starred_at", &self); date(starredAt) }
        fields.key("topics", &self); strings(r.topics, level: level + 1)
        fields.key("updated_at", &self); date(r.updatedAt)
        fields.key("watchers_count", &self); int(r.watchersCount)
        append("\n")
        indent(level)
        append("}")
    }

    private mutating func owner(_ owner: Owner, level: Int) {
        var fields = ObjectFields(level: level)
        append("{\n")
        fields.key("avatar_url", &self); string(owner.avatarURL)
        fields.key("html_url", &self); string(owner.htmlURL)
        fields.key("id", &self); int(owner.id)
        fields.key("login", &self); string(owner.login)
        fields.key("type", &self); string(owner.isOrganization ? "Organization" : "User")
        append("\n")
        indent(level)
        append("}")
    }

    private mutating func license(_ license: License?, level: Int) {
        guard let license else {
            append("null")
            return
        }
        var fields = ObjectFields(level: level)
        append("{\n")
        fields.key("key", &self); string(license.key)
        fields.key("name", &self); string(license.name)
        fields.key("spdx_id", &self); string(license.spdxID)
        append("\n")
        indent(level)
        append("}")
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

    /// Keys inside one object: a comma and a new line between them, each indented one level
    /// deeper than the braces.
    private struct ObjectFields {
        let level: Int
        var first = true

        mutating func key(_ name: StaticString, _ writer: inout RepositoryJSONWriter) {
            if !first { writer.append(",\n") }
            first = false
            writer.indent(level + 1)
            writer.bytes.append(UInt8(ascii: "\""))
            name.withUTF8Buffer { writer.bytes.append(contentsOf: $0) }
            writer.append("\" : ")
        }
    }

    // MARK: Values

    private mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    private mutating func int<Value: BinaryInteger>(_ value: Value) {
        append(String(value))
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

    private mutating func indent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
