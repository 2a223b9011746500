import GRDB

/// The cache's tables, as versioned GRDB migrations, and a check that what is on disk is what
/// this build expects.
///
/// Dates are REAL seconds since Foundation's reference date (2001-01-01 UTC) rather than Unix
/// time or text: `Date` is that Double inside, so a value round-trips bit for bit.
enum CacheSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: v1)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(sql: v2)
        }
        migrator.registerMigration("v3") { db in
            try db.execute(sql: v3)
        }
        migrator.registerMigration("v4") { db in
            try db.execute(sql: v4)
        }
        migrator.registerMigration("v5") { db in
            try db.execute(sql: v5)
        }
        migrator.registerMigration("v6") { db in
            try db.execute(sql: v6)
        }
        migrator.registerMigration("v7") { db in
            try db.execute(sql: v7)
        }
        migrator.registerMigration("v8") { db in
            try db.execute(sql: v8)
        }
        return migrator
    }

    /// Columns each table must have. A file whose migrations say "done" but whose tables lack
    /// one of these was written by something else; it is treated as incompatible, not trusted.
    static let expectedColumns: [String: Set<String>] = [
        "listings": ["id", "account", "owner", "scope", "fetched_at"],
        "listed_repositories": Set(RepositoryColumns.all + ["listing_id", "position"]),
        "listing_pages": ["listing_id", "position", "url", "etag", "repository_count"],
        "repository_details": Set(
            RepositoryColumns.all + RepositoryColumns.facts + ["account", "requested_name", "etag", "fetched_at"]),
        "readmes": ["account", "full_name", "text", "etag", "fetched_at", "path"],
        "accounts": ["account", "login", "fetched_at"],
        "owners": ["account", "login", "opened_at", "pinned_at"],
        "memberships": ["account", "login", "etag", "fetched_at"],
        "membership_organizations": ["account", "position", "login", "description", "repository_count", "etag"],
        "repository_insights": ["account", "full_name", "kind", "body", "etag", "fetched_at"],
    ]

    /// The last migration this build knows: what the integrity stamp says a file was verified
    /// at, so an untouched file at this schema opens without being verified again.
    static let current = "v8"

    /// Throws `CacheOpenError.incompatibleSchema` when a newer or unknown build migrated the
    /// file: its data may mean something this build cannot tell.
    static func verifyNotSuperseded(_ db: Database) throws {
        if try migrator.hasBeenSuperseded(db) {
            let applied = try migrator.appliedIdentifiers(db).sorted().joined(separator: ", ")
            throw CacheOpenError.incompatibleSchema("unknown migrations (\(applied))")
        }
    }

    /// Throws `CacheOpenError.incompatibleSchema` when a table lacks a column this build uses.
    static func verify(_ db: Database) throws {
        try verifyNotSuperseded(db)
        for (table, expected) in expectedColumns {
            let present = Set(try db.columns(in: table).map(\.name))
            let missing = expected.subtracting(present)
            if !missing.isEmpty {
                throw CacheOpenError.incompatibleSchema(
                    "table \(table) lacks \(missing.sorted().joined(separator: ", "))")
            }
        }
    }

    // Logins compare without case because GitHub's do: "Octocat" and "octocat" are one user.
    private static let v1 = """
        CREATE TABLE users (
            login TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
            fetched_at REAL NOT NULL
        );
        CREATE TABLE repositories (
            login TEXT NOT NULL REFERENCES users(login) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            id INTEGER NOT NULL,
            name TEXT NOT NULL,
            full_name TEXT NOT NULL,
            owner_login TEXT NOT NULL,
            owner_id INTEGER NOT NULL,
            owner_avatar_url TEXT NOT NULL,
            owner_html_url TEXT,
            description TEXT,
            html_url TEXT NOT NULL,
            git_url TEXT,
            clone_url TEXT,
            ssh_url TEXT,
            homepage TEXT,
            language TEXT,
            stargazers_count INTEGER NOT NULL,
            forks_count INTEGER NOT NULL,
            watchers_count INTEGER NOT NULL,
            open_issues_count INTEGER NOT NULL,
            license_key TEXT,
            license_name TEXT,
            license_spdx_id TEXT,
            topics TEXT NOT NULL,
            default_branch TEXT,
            size_kb INTEGER NOT NULL,
            created_at REAL,
            updated_at REAL,
            pushed_at REAL,
            is_fork INTEGER NOT NULL,
            is_archived INTEGER NOT NULL,
            is_template INTEGER NOT NULL,
            PRIMARY KEY (login, position)
        );
        CREATE TABLE page_validators (
            login TEXT NOT NULL REFERENCES users(login) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            url TEXT NOT NULL,
            etag TEXT NOT NULL,
            PRIMARY KEY (login, position)
        );
        """

    // Migrations are history: once released, their text never changes. v1's validators knew no
    // page sizes, so they are dropped (the next refresh downloads once); the repositories stay.
    private static let v2 = """
        DELETE FROM page_validators;
        ALTER TABLE page_validators ADD COLUMN repository_count INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE repository_details (
            requested_name TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
            etag TEXT,
            fetched_at REAL NOT NULL,
            id INTEGER NOT NULL,
            name TEXT NOT NULL,
            full_name TEXT NOT NULL,
            owner_login TEXT NOT NULL,
            owner_id INTEGER NOT NULL,
            owner_avatar_url TEXT NOT NULL,
            owner_html_url TEXT,
            description TEXT,
            html_url TEXT NOT NULL,
            git_url TEXT,
            clone_url TEXT,
            ssh_url TEXT,
            homepage TEXT,
            language TEXT,
            stargazers_count INTEGER NOT NULL,
            forks_count INTEGER NOT NULL,
            watchers_count INTEGER NOT NULL,
            open_issues_count INTEGER NOT NULL,
            license_key TEXT,
            license_name TEXT,
            license_spdx_id TEXT,
            topics TEXT NOT NULL,
            default_branch TEXT,
            size_kb INTEGER NOT NULL,
            created_at REAL,
            updated_at REAL,
            pushed_at REAL,
            is_fork INTEGER NOT NULL,
            is_archived INTEGER NOT NULL,
            is_template INTEGER NOT NULL
        );
        CREATE TABLE readmes (
            full_name TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
            text TEXT,
            etag TEXT,
            fetched_at REAL NOT NULL
        );
        """

    // A README's path says whether it is Markdown and what its links are relative to. Entries
    // cached before v3 lack it, so their validators are dropped: the next visit asks once more.
    private static let v3 = """
        ALTER TABLE readmes ADD COLUMN path TEXT;
        UPDATE readmes SET etag = NULL;
        """

    // Private repositories and mirrors (issue 15's scopes and `is:` qualifiers). Rows cached
    // before come from public listings, so "public, no mirror" is what they were — but a
    // mirror was not recorded, so their validators go and the next refresh downloads once.
    private static let v4 = """
        ALTER TABLE repositories ADD COLUMN is_private INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE repositories ADD COLUMN mirror_url TEXT;
        ALTER TABLE repository_details ADD COLUMN is_private INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE repository_details ADD COLUMN mirror_url TEXT;
        DELETE FROM page_validators;
        UPDATE repository_details SET etag = NULL;
        """
}
