extension CacheSchema {
    // A first frame from the cache (issue 17): a list's first screen in its default order —
    // pushed, newest first; a starred list, newest star first — is read through these indexes
    // before the whole list, instead of after it.
    static let v7 = """
        CREATE INDEX listed_repositories_pushed ON listed_repositories (listing_id, pushed_at);
        CREATE INDEX listed_repositories_starred ON listed_repositories (listing_id, starred_at);
        """
}
