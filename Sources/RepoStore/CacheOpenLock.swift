import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Makes processes opening the same cache take turns. Creating the file, switching it to WAL,
/// migrating it and moving a damaged one aside all happen under an exclusive `flock` on
/// `repos.sqlite.lock`: without it, a second repotui started at the same moment could read the
/// file while the first is still writing its first pages, take it for a damaged one and move
/// it aside, or fail on "database is locked" while the first switches it to WAL.
///
/// Only opening is serialised; once open, processes share the file through WAL and the busy
/// timeout. The lock is a courtesy: when it cannot be had in time (a process stopped while
/// opening), the open goes ahead without it.
enum CacheOpenLock {
    static let fileName = CacheFiles.databaseName + ".lock"

    static func withLock<T>(in directory: URL, timeout: TimeInterval = 5, _ body: () throws -> T) rethrows -> T {
        let path = directory.appendingPathComponent(fileName).path
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        var locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        while !locked && errno == EWOULDBLOCK && Date() < deadline {
            usleep(10_000) // the holder is opening a file: milliseconds
            locked = flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
        defer { if locked { flock(descriptor, LOCK_UN) } }
        return try body()
    }
}
