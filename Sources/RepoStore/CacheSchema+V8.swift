extension CacheSchema {
    // What the token's user may do to each repository (issue 28: a bulk change skips what it
    // may not touch). Rows stored before know nothing of it, so their validators go: the next
    // refresh downloads each list once and fills it, instead of a 304 keeping it unknown.
    static let v8 = """
        ALTER TABLE listed_repositories ADD COLUMN viewer_permission INTEGER;
        ALTER TABLE repository_details ADD COLUMN viewer_permission INTEGER;
        DELETE FROM listing_pages;
        UPDATE repository_details SET etag = NULL;
        """
}
