extension CacheSchema {
    // The detail's parts (issue 16). Each part of a repository's detail that GitHub serves
    // from an endpoint of its own (languages, latest release, open pull requests, participation,
    // contributors) is kept as its JSON with its validator, per account like everything else;
    // a part is small and only ever read whole. The repository page's parent and template are
    // two more facts beside the others.
    static let v6 = """
        CREATE TABLE repository_insights (
            account TEXT NOT NULL,
            full_name TEXT NOT NULL COLLATE NOCASE,
            kind TEXT NOT NULL,
            body TEXT NOT NULL,
            etag TEXT,
            fetched_at REAL NOT NULL,
            PRIMARY KEY (account, full_name, kind)
        );
        ALTER TABLE repository_details ADD COLUMN parent_full_name TEXT;
        ALTER TABLE repository_details ADD COLUMN template_full_name TEXT;
        """
}
