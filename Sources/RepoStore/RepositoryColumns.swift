import Foundation
import GRDB
import RepoCore

/// How one `Repository` maps to a row of the `repositories` table, both ways.
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
    ]

    /// `INSERT INTO table (keys…, every repository column) VALUES (?, …)`.
    static func insertSQL(into table: String, keyColumns: [String], verb: String = "INSERT") -> String {
        let columns = keyColumns + all
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return "\(verb) INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
    }

    static let insertSQL = insertSQL(into: "repositories", keyColumns: ["login", "position"])

    static let selectSQL =
        "SELECT \(all.joined(separator: ", ")) FROM repositories WHERE login = ? ORDER BY position"

    /// The key values followed by the repository's columns, in `all` order.
    static func arguments(
        keys: [(any DatabaseValueConvertible)?], repository r: Repository, encoder: JSONEncoder
    ) throws -> StatementArguments {
        let topics = String(decoding: try encoder.encode(r.topics), as: UTF8.self)
        let values: [(any DatabaseValueConvertible)?] = [
            r.id.rawValue, r.name, r.fullName, r.owner.login, r.owner.id, r.owner.avatarURL,
            r.owner.htmlURL, r.description, r.htmlURL, r.gitURL, r.cloneURL, r.sshURL, r.homepage,
            r.language, r.stargazersCount, r.forksCount, r.watchersCount, r.openIssuesCount,
            r.license?.key, r.license?.name, r.license?.spdxID, topics, r.defaultBranch, r.sizeKB,
            r.createdAt?.timeIntervalSinceReferenceDate, r.updatedAt?.timeIntervalSinceReferenceDate,
            r.pushedAt?.timeIntervalSinceReferenceDate, r.isFork, r.isArchived, r.isTemplate,
        ]
        return StatementArguments(keys + values)
    }

    static func repository(from row: Row, decoder: JSONDecoder) throws -> Repository {
        // A license is stored as three columns; its name is never null, so a null name means none.
        let licenseName: String? = row["license_name"]
        let license = licenseName.map {
            License(key: row["license_key"], name: $0, spdxID: row["license_spdx_id"])
        }
        let topicsJSON: String = row["topics"]
        return Repository(
            id: RepoID(row["id"]),
            name: row["name"],
            fullName: row["full_name"],
            owner: Owner(
                login: row["owner_login"], id: row["owner_id"],
                avatarURL: row["owner_avatar_url"], htmlURL: row["owner_html_url"]),
            description: row["description"],
            htmlURL: row["html_url"],
            gitURL: row["git_url"],
            cloneURL: row["clone_url"],
            sshURL: row["ssh_url"],
            homepage: row["homepage"],
            language: row["language"],
            stargazersCount: row["stargazers_count"],
            forksCount: row["forks_count"],
            watchersCount: row["watchers_count"],
            openIssuesCount: row["open_issues_count"],
            license: license,
            topics: try decoder.decode([String].self, from: Data(topicsJSON.utf8)),
            defaultBranch: row["default_branch"],
            sizeKB: row["size_kb"],
            createdAt: date(row["created_at"]),
            updatedAt: date(row["updated_at"]),
            pushedAt: date(row["pushed_at"]),
            isFork: row["is_fork"],
            isArchived: row["is_archived"],
            isTemplate: row["is_template"]
        )
    }

    static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSinceReferenceDate:))
    }
}
