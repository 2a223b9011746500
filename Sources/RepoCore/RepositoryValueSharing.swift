/// Hands each repository of a list being built the copy of its owner and licence that an
/// earlier row already holds: one owner's 10,000 rows keep one owner on the heap, and a
/// starred list its few dozen licences, instead of one of each per row. What the rows equal
/// is unchanged. Whoever builds a list (the cache's read, a page's decoding) keeps one of these
/// for the list and passes every row through it.
public struct RepositoryValueSharing: Sendable {
    private var lastOwner: SharedValue<Owner>?
    private var licenses: [License: SharedValue<License>] = [:]

    public init() {}

    public mutating func share(_ repository: inout Repository) {
        // Rows of one owner come together (an owner's list is all one owner): the last one is
        // the one to compare with, without hashing the owner.
        if let lastOwner, lastOwner !== repository.ownerStorage, lastOwner.value == repository.ownerStorage.value {
            repository.ownerStorage = lastOwner
        } else {
            lastOwner = repository.ownerStorage
        }
        if let license = repository.licenseStorage {
            if let kept = licenses[license.value] {
                repository.licenseStorage = kept
            } else {
                licenses[license.value] = license
            }
        }
    }
}

extension RepositoryValueSharing {
    /// Hands each row of a page GitHub sent again the cached row's copies of the strings the two
    /// spell byte for byte the same, and of the owner and licence boxes they equal (as `share`
    /// compares them). A page changes when one of its repositories
    /// is starred or pushed to, and its other values stay as they were: without this, a
    /// revalidation held each of them twice while the cached list was still shown, and 100,000
    /// rows are some 35 MB of strings. Rows are matched by id, so a row that moved within the
    /// page still finds its copy; what they equal is unchanged.
    public static func adoptUnchanged(_ rows: inout [Repository], from known: some Sequence<Repository>) {
        let knownByID = Dictionary(known.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard !knownByID.isEmpty else { return }
        for index in rows.indices {
            if let cached = knownByID[rows[index].id] {
                rows[index].adopt(cached)
            }
        }
    }
}

private extension Repository {
    mutating func adopt(_ cached: Repository) {
        Self.take(cached.name, into: &name)
        Self.take(cached.fullName, into: &fullName)
        Self.take(cached.description, into: &description)
        Self.take(cached.htmlURLStorage, into: &htmlURLStorage)
        Self.take(cached.homepage, into: &homepage)
        Self.take(cached.language, into: &language)
        Self.take(cached.defaultBranch, into: &defaultBranch)
        Self.take(cached.mirrorURL, into: &mirrorURL)
        if topics.count == cached.topics.count, zip(topics, cached.topics).allSatisfy(Self.sameBytes) {
            topics = cached.topics
        }
        if ownerStorage !== cached.ownerStorage, ownerStorage.value == cached.ownerStorage.value {
            ownerStorage = cached.ownerStorage
        }
        if let license = licenseStorage, let cachedLicense = cached.licenseStorage,
           license !== cachedLicense, license.value == cachedLicense.value {
            licenseStorage = cachedLicense
        }
    }

    static func take(_ cached: String?, into value: inout String?) {
        if let cached, let current = value, sameBytes(current, cached) { value = cached }
    }

    static func take(_ cached: String, into value: inout String) {
        if sameBytes(value, cached) { value = cached }
    }

    /// Byte for byte, not `==`: two spellings of one character are equal strings, and taking
    /// the cached one would change what GitHub sent.
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
    }
}
