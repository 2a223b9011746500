import CSQLiteTuning
import GRDB

/// Reads the row a statement is on, column after column, through SQLite's own functions.
///
/// GRDB's `Row` asks each column's type before its value and goes through its generic
/// conversions: for a list of 3,000 cached repositories that was 14 ms of a 45 ms
/// `--offline --json` (perf, issue 30). A text column is read once here — SQLite answers NULL
/// for a NULL — and a NULL where none belongs, or text where a number does, throws: a damaged
/// cache to fall back from, not a crash.
struct StatementColumns: RowColumns {
    let statement: SQLiteStatement
    private(set) var index: Int32

    init(_ statement: SQLiteStatement, from first: Int = 0) {
        self.statement = statement
        self.index = Int32(first)
    }

    mutating func text() throws -> String {
        guard let value = optionalText() else { throw nullError(at: index - 1) }
        return value
    }

    mutating func optionalText() -> String? {
        optionalUTF8 { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    mutating func optionalUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        defer { index += 1 }
        guard let bytes = sqlite3_column_text(statement, index) else { return try body(nil) }
        return try body(UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, index))))
    }

    mutating func integer() throws -> Int {
        guard let value = try optionalInteger() else { throw nullError(at: index - 1) }
        return value
    }

    mutating func optionalInteger() throws -> Int? {
        defer { index += 1 }
        guard try isNumber(at: index) else { return nil }
        return Int(sqlite3_column_int64(statement, index))
    }

    mutating func real() throws -> Double {
        guard let value = try optionalReal() else { throw nullError(at: index - 1) }
        return value
    }

    mutating func optionalReal() throws -> Double? {
        defer { index += 1 }
        guard try isNumber(at: index) else { return nil }
        return sqlite3_column_double(statement, index)
    }

    /// Whether the column holds a number (false: NULL); text where a number belongs throws —
    /// SQLite would read it as 0.
    private func isNumber(at column: Int32) throws -> Bool {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_NULL: return false
        case SQLITE_INTEGER, SQLITE_FLOAT: return true
        default: throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "text in column \(name(of: column)), which holds a number")
        }
    }

    private func nullError(at column: Int32) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_MISMATCH, message: "NULL in column \(name(of: column)), which holds no NULL")
    }

    private func name(of column: Int32) -> String {
        sqlite3_column_name(statement, column).map { String(cString: $0) } ?? "#\(column)"
    }
}
