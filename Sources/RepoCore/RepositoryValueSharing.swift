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
