import CSQLiteTuning
import Foundation

/// The floor of `repotui --offline --json`: one owner's cached rows read from the SQLite file in
/// their stored order and written to stdout as a JSON array of objects, a field a line under
/// the column's name — every value SQLite holds, escaped, in chunks of 64 KB. No values made,
/// no order, no state: what reading and printing those rows costs a Swift program here.
enum JSONFloor {
    static func write(database path: String, owner: String) -> Int32 {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        // As repotui reads them: through the (listing_id, position) index, no sort.
        let sql = "SELECT * FROM listed_repositories WHERE listing_id = "
            + "(SELECT id FROM listings WHERE owner = ? AND scope = 'repos' LIMIT 1) ORDER BY position"
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
              sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK,
              sqlite3_bind_text(statement, 1, owner, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)) == SQLITE_OK
        else { return 1 }
        let columns = (0..<sqlite3_column_count(statement)).map { index in
            Array(",\n    \"\(String(cString: sqlite3_column_name(statement, index)))\" : ".utf8)
        }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        out.append(UInt8(ascii: "["))
        var rows = 0
        while sqlite3_step(statement) == SQLITE_ROW {
            out.append(contentsOf: rows == 0 ? Array("\n  {".utf8) : Array(",\n  {".utf8))
            for (index, name) in columns.enumerated() {
                let column = Int32(index)
                out.append(contentsOf: index == 0 ? name[1...] : name[...])
                switch sqlite3_column_type(statement, column) {
                case SQLITE_NULL: out.append(contentsOf: "null".utf8)
                case SQLITE_INTEGER: out.append(contentsOf: String(sqlite3_column_int64(statement, column)).utf8)
                case SQLITE_FLOAT: out.append(contentsOf: String(sqlite3_column_double(statement, column)).utf8)
                default: appendQuoted(sqlite3_column_text(statement, column), count: Int(sqlite3_column_bytes(statement, column)), to: &out)
                }
            }
            out.append(contentsOf: "\n  }".utf8)
            rows += 1
            if out.count >= 1 << 16 { flush(&out) }
        }
        out.append(contentsOf: "\n]\n".utf8)
        flush(&out)
        return rows > 0 ? 0 : 1
    }

    private static func appendQuoted(_ text: UnsafePointer<UInt8>?, count: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // The runs between escapes copied whole.
        let bytes = UnsafeBufferPointer(start: text, count: count)
        var run = 0
        for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
            if byte < 0x20 {
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            } else {
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            }
            run = index + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func flush(_ out: inout [UInt8]) {
        out.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = Foundation.write(1, bytes.baseAddress! + written, bytes.count - written)
                if result <= 0 { return }
                written += result
            }
        }
        out.removeAll(keepingCapacity: true)
    }
}
