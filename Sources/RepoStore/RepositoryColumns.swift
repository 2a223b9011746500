import Foundation
import GRDB
import RepoCore

/// How one `Repository` maps to a row of `listed_repositories` (and `repository_details`), both ways.
///
/// Written by hand rather than with Codable records so the column list, the insert and the
/// decoding sit side by side and a new field cannot be stored without being read back.
enum RepositoryColumns {
    /// Every column that holds a field of `Repository`, in insert order.
    static let all = [
        "id", "name", "full_name", "owner_login", "owner_id", "owner_avatar_url", "owner_html_url",
        "description", "html_url", "git_url", "clone_url", "ssh_url", "homepage", "language",
        "stargazers_count", "forks_count", "watchers_count", "open_issues_count",
        "license_key", "license_name", "license_spdx_id", "topics", "default_branch", "size_kb",
        "created_at", "updated_at", "pushed_at", "is_fork", "is_archived", "is_template",
        "is_private", "mirror_url", "owner_is_organization", "starred_at", "viewer_permission",
    ]

    /// The repository page's own facts (`RepositoryFacts`), kept only in `repository_details`,
    /// after `all`.
    static let facts = ["subscribers_count", "network_count", "visibility", "has_issues", "has_wiki", "has_discussions",
                        "parent_full_name", "template_full_name"]

    static func values(of facts: RepositoryFacts?) -> [(any DatabaseValueConvertible)?] {
        [facts?.subscribersCount, facts?.networkCount, facts?.visibility, facts?.hasIssues, facts?.hasWiki, facts?.hasDiscussions,
         facts?.parentFullName, facts?.templateFullName]
    }

    /// The facts' columns from `first` on; nil when the row has none (stored before v5).
    static func facts(from row: Row, first: Int) -> RepositoryFacts? {
        let subscribers: Int? = row[first], network: Int? = row[first + 1]
        guard subscribers != nil || network != nil else { return nil }
        return RepositoryFacts(subscribersCount: subscribers, networkCount: network, visibility: row[first + 2],
                               hasIssues: row[first + 3], hasWiki: row[first + 4], hasDiscussions: row[first + 5],
                               parentFullName: row[first + 6], templateFullName: row[first + 7])
    }

    /// `INSERT INTO table (keys…, every repository column) VALUES (?, …)`; `columns`, fewer,
    /// for an older schema (the migration tests).
    static func insertSQL(into table: String, keyColumns: [String], columns repositoryColumns: [String] = all,
                          verb: String = "INSERT") -> String {
        let columns = keyColumns + repositoryColumns
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return "\(verb) INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
    }

    static let insertSQL = insertSQL(into: "listed_repositories", keyColumns: ["listing_id", "position"])

    static let selectSQL =
        "SELECT \(all.joined(separator: ", ")) FROM listed_repositories WHERE listing_id = ? ORDER BY position"

    /// The key values followed by the repository's columns, in `all` order.
    static func arguments(
        keys: [(any DatabaseValueConvertible)?], repository: Repository, encoder: JSONEncoder
    ) throws -> StatementArguments {
        StatementArguments(keys + (try values(of: repository, encoder: encoder)))
    }

    /// The repository's columns, in `all` order.
    static func values(of r: Repository, encoder: JSONEncoder) throws -> [(any DatabaseValueConvertible)?] {
        let topics = String(decoding: try encoder.encode(r.topics), as: UTF8.self)
        let values: [(any DatabaseValueConvertible)?] = [
            r.id.rawValue, r.name, r.fullName, r.owner.login, r.owner.id, r.owner.avatarURL,
            r.owner.htmlURL, r.description, r.htmlURL, r.gitURL, r.cloneURL, r.sshURL, r.homepage,
            r.language, r.stargazersCount, r.forksCount, r.watchersCount, r.openIssuesCount,
            r.license?.key, r.license?.name, r.license?.spdxID, topics, r.defaultBranch, r.sizeKB,
            r.createdAt?.timeIntervalSinceReferenceDate, r.updatedAt?.timeIntervalSinceReferenceDate,
            r.pushedAt?.timeIntervalSinceReferenceDate, r.isFork, r.isArchived, r.isTemplate,
            r.isPrivate, r.mirrorURL, r.owner.isOrganization, r.starredAt?.timeIntervalSinceReferenceDate,
            r.viewerPermission?.rawValue,
        ]
        return values
    }

    /// Reads the columns of `all`, in that order, starting at column `first` of the row
    /// `statement` is on (`StatementColumns`: by index, through SQLite's own functions).
    static func repository(from statement: SQLiteStatement, first: Int = 0, decoder: JSONDecoder) throws -> Repository {
        var columns = StatementColumns(statement, from: first)
        return try repository(from: &columns, decoder: decoder)
    }

    /// Reads the columns of `all`, in that order, from `columns`.
    static func repository<Columns: RowColumns>(from columns: inout Columns, decoder: JSONDecoder) throws -> Repository {
        let id = Int64(try columns.integer()), name = try columns.text(), fullName = try columns.text()
        var owner = Owner(login: try columns.text(), id: Int64(try columns.integer()), avatarURL: try columns.text(),
                          htmlURL: try columns.optionalText())
        let description = try columns.optionalText(), htmlURL = try columns.text()
        // Most rows' three addresses are the ones the web address spells: no text made for them.
        var remotes = RemoteAddresses(htmlURL: htmlURL)
        try columns.optionalUTF8 { remotes.set(.git, utf8: $0) }
        try columns.optionalUTF8 { remotes.set(.clone, utf8: $0) }
        try columns.optionalUTF8 { remotes.set(.ssh, utf8: $0) }
        let homepage = try columns.optionalText(), language = try columns.optionalText()
        let stars = try columns.integer(), forks = try columns.integer(), watchers = try columns.integer()
        let openIssues = try columns.integer()
        // A license is stored as three columns; its name is never null, so a null name means none.
        let licenseKey = try columns.optionalText(), licenseName = try columns.optionalText()
        let licenseSPDX = try columns.optionalText()
        let topicsJSON = try columns.text()
        let defaultBranch = try columns.optionalText(), sizeKB = try columns.integer()
        let createdAt = try columns.optionalReal(), updatedAt = try columns.optionalReal(), pushedAt = try columns.optionalReal()
        let isFork = try columns.flag(), isArchived = try columns.flag(), isTemplate = try columns.flag()
        let isPrivate = try columns.flag(), mirrorURL = try columns.optionalText()
        owner.isOrganization = try columns.flag()
        let starredAt = try columns.optionalReal()
        let permission = try columns.optionalInteger()
        var repository = Repository(
            id: RepoID(id), name: name, fullName: fullName, owner: owner, description: description,
            htmlURL: htmlURL, homepage: homepage,
            language: language, stargazersCount: stars, forksCount: forks, watchersCount: watchers,
            openIssuesCount: openIssues,
            license: licenseName.map { License(key: licenseKey, name: $0, spdxID: licenseSPDX) },
            topics: try topics(fromJSON: topicsJSON, decoder: decoder),
            defaultBranch: defaultBranch, sizeKB: sizeKB,
            createdAt: date(createdAt), updatedAt: date(updatedAt), pushedAt: date(pushedAt),
            isFork: isFork, isArchived: isArchived, isTemplate: isTemplate, isPrivate: isPrivate,
            viewerPermission: permission.flatMap(ViewerPermission.init(rawValue:)), mirrorURL: mirrorURL,
            starredAt: date(starredAt))
        repository.setRemoteAddresses(remotes)
        return repository
    }

    /// Topics are lower-case words and hyphens (GitHub allows nothing else), written as
    /// `["a","b"]`: split without a JSON decoder, in one pass over the bytes. Anything else — an
    /// escape, a space — is read by the decoder.
    static func topics(fromJSON json: String, decoder: JSONDecoder) throws -> [String] {
        var json = json
        if let topics = json.withUTF8(plainTopics) { return topics }
        return try decoder.decode([String].self, from: Data(json.utf8))
    }

    /// The topics of `[]` or `["a","b",…]` with no backslash or space in it; nil for anything
    /// else. Without a backslash every quote is a delimiter: after a topic's closing quote comes
    /// `]` or `,"`.
    private static func plainTopics(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        let quote = UInt8(ascii: "\""), end = bytes.count - 2
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[end + 1] == UInt8(ascii: "]") else { return nil }
        if bytes.count == 2 { return [] }
        guard bytes.count >= 4, bytes[1] == quote, bytes[end] == quote else { return nil }
        var topics: [String] = []
        var start = 2, index = 2
        while index <= end {
            switch bytes[index] {
            case UInt8(ascii: "\\"), UInt8(ascii: " "):
                return nil
            case quote:
                topics.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                if index == end { return topics }
                guard bytes[index + 1] == UInt8(ascii: ","), bytes[index + 2] == quote else { return nil }
                index += 3
                start = index
            default:
                index += 1
            }
        }
        return nil
    }

    static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
