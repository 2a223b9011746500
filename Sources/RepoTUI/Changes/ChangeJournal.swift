import Foundation
import RepoCore

/// The record of every change repotui applied (issue 28): one JSON object per line in
/// `changes.jsonl` in the cache directory, readable by its owner only (0600), appended to and
/// never rewritten — a crash mid-write loses at most the line being written, which reading skips.
/// It holds names and values, never a token.
struct ChangeJournal: Sendable {
    let url: URL
    /// The API root this run talks to: entries are stamped with it, and only its entries are
    /// read back (one cache directory may serve github.com and an Enterprise server). nil: all.
    let api: String?

    init(directory: URL, api: String? = nil) {
        url = directory.appendingPathComponent("changes.jsonl")
        self.api = api
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotWrite(String)
        var description: String {
            switch self {
            case .cannotWrite(let why): "cannot write the journal of changes: \(why)"
            }
        }
    }

    /// Every entry of this API root, oldest first; lines that do not read (a torn last line)
    /// are skipped.
    func entries() -> [JournalEntry] {
        allEntries().filter { api == nil || $0.api == api }
    }

    private func allEntries() -> [JournalEntry] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let decoder = Self.decoder
        return data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            try? decoder.decode(JournalEntry.self, from: Data(line))
        }
    }

    /// The number the next batch takes: one past every batch in the file, whichever server's.
    func nextBatch() -> Int {
        (allEntries().map(\.batch).max() ?? 0) + 1
    }

    /// Appends `entry` as one line with one `write(2)`, creating the file 0600 (and its folder).
    func append(_ entry: JournalEntry) throws(Failure) {
        var stamped = entry
        stamped.api = stamped.api ?? api
        var line: Data
        do {
            line = try Self.encoder.encode(stamped)
        } catch {
            throw .cannotWrite(String(describing: error))
        }
        line.append(UInt8(ascii: "\n"))
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Read and write: the last byte says whether a torn line needs ending first.
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // A file made by someone else's umask or an older build is narrowed too.
        fchmod(descriptor, 0o600)
        // After a torn last line (a crash mid-write) this one starts a line of its own; glued
        // to the fragment, it would be skipped with it.
        if let last = Self.lastByte(descriptor), last != UInt8(ascii: "\n") { line.insert(UInt8(ascii: "\n"), at: 0) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw .cannotWrite(String(cString: strerror(errno))) }
    }

    /// The file's last byte; nil when it is empty or cannot be read.
    private static func lastByte(_ descriptor: Int32) -> UInt8? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, status.st_size - 1) == 1 ? byte : nil
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
