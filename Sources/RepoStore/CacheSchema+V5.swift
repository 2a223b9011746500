extension CacheSchema {
    // Scopes and accounts (issue 15). A list is now one of an owner's lists (`scope`: repos,
    // starred) as seen by one account: '' without a token, a fingerprint of the token with
    // one — so rows a token could see (private ones) never show in a run with another token
    // or none. What v4 cached came from public listings, so it becomes the '' account's.
    // Owners' kinds (user or organisation) were not recorded: validators go, and the next
    // refresh downloads once. `accounts` remembers each token's user for offline runs,
    // `memberships` their organisations (the Member of scope); `owners`
    // the owners opened and pinned (`u`'s list, `p`), per account too.
    static let v5 = """
        CREATE TABLE listings (
            id INTEGER PRIMARY KEY,
            account TEXT NOT NULL,
            owner TEXT NOT NULL COLLATE NOCASE,
            scope TEXT NOT NULL,
            fetched_at REAL NOT NULL,
            UNIQUE (account, owner, scope)
        );
        INSERT INTO listings (account, owner, scope, fetched_at)
            SELECT '', login, 'repos', fetched_at FROM users;
        CREATE TABLE listed_repositories (
            listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            \(v5RepositoryColumns),
            PRIMARY KEY (listing_id, position)
        );
        INSERT INTO listed_repositories (listing_id, position, \(v4ColumnNames))
            SELECT listings.id, repositories.position, repositories.\(v4ColumnNames)
            FROM repositories JOIN listings ON listings.owner = repositories.login AND listings.account = '';
        CREATE TABLE listing_pages (
            listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            url TEXT NOT NULL,
            etag TEXT NOT NULL,
            repository_count INTEGER NOT NULL,
            PRIMARY KEY (listing_id, position)
        );
        DROP TABLE page_validators;
        DROP TABLE repositories;
        DROP TABLE users;
        ALTER TABLE repository_details RENAME TO repository_details_v4;
        CREATE TABLE repository_details (
            account TEXT NOT NULL,
            requested_name TEXT NOT NULL COLLATE NOCASE,
            etag TEXT,
            fetched_at REAL NOT NULL,
            \(v5RepositoryColumns),
            subscribers_count INTEGER,
            network_count INTEGER,
            visibility TEXT,
            has_issues INTEGER,
            has_wiki INTEGER,
            has_discussions INTEGER,
            PRIMARY KEY (account, requested_name)
        );
        INSERT INTO repository_details (account, requested_name, etag, fetched_at, \(v4ColumnNames))
            SELECT '', requested_name, NULL, fetched_at, \(v4ColumnNames) FROM repository_details_v4;
        DROP TABLE repository_details_v4;
        ALTER TABLE readmes RENAME TO readmes_v4;
        CREATE TABLE readmes (
            account TEXT NOT NULL,
            full_name TEXT NOT NULL COLLATE NOCASE,
            text TEXT,
            path TEXT,
            etag TEXT,
            fetched_at REAL NOT NULL,
            PRIMARY KEY (account, full_name)
        );
        INSERT INTO readmes (account, full_name, text, path, etag, fetched_at)
            SELECT '', full_name, text, path, etag, fetched_at FROM readmes_v4;
        DROP TABLE readmes_v4;
        CREATE TABLE accounts (
            account TEXT NOT NULL PRIMARY KEY,
            login TEXT NOT NULL,
            fetched_at REAL NOT NULL
        );
        CREATE TABLE memberships (
            account TEXT NOT NULL PRIMARY KEY,
            login TEXT NOT NULL,
            etag TEXT,
            fetched_at REAL NOT NULL
        );
        CREATE TABLE membership_organizations (
            account TEXT NOT NULL REFERENCES memberships(account) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            login TEXT NOT NULL,
            description TEXT,
            repository_count INTEGER,
            etag TEXT,
            PRIMARY KEY (account, position)
        );
        CREATE TABLE owners (
            account TEXT NOT NULL,
            login TEXT NOT NULL COLLATE NOCASE,
            opened_at REAL,
            pinned_at REAL,
            PRIMARY KEY (account, login)
        );
        """

    /// The repository columns as v4 left them (history: never changes). `id` comes first, so
    /// `table.` before the list names the only column two joined tables share.
    private static let v4ColumnNames = """
        id, name, full_name, owner_login, owner_id, owner_avatar_url, owner_html_url, description, html_url, \
        git_url, clone_url, ssh_url, homepage, language, stargazers_count, forks_count, watchers_count, \
        open_issues_count, license_key, license_name, license_spdx_id, topics, default_branch, size_kb, \
        created_at, updated_at, pushed_at, is_fork, is_archived, is_template, is_private, mirror_url
        """

    /// The repository columns of v5's tables (history: never changes).
    private static let v5RepositoryColumns = """
        id INTEGER NOT NULL,
            name TEXT NOT NULL,
            full_name TEXT NOT NULL,
            owner_login TEXT NOT NULL,
            owner_id INTEGER NOT NULL,
            owner_avatar_url TEXT NOT NULL,
            owner_html_url TEXT,
            owner_is_organization INTEGER NOT NULL DEFAULT 0,
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
            is_private INTEGER NOT NULL DEFAULT 0,
            mirror_url TEXT,
            starred_at REAL
        """
}
