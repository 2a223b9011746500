import CSQLiteTuning
import GRDB

/// Rows copied out of a statement as it steps — each column's value, its text back to back in
/// one buffer — for another thread to read values from (`PipelinedRows`). Two arrays, reused
/// from one batch to the next, whatever the number of columns and rows.
struct CopiedRows: Sendable {
    let columnCount: Int
    /// Every text column's UTF-8, back to back.
    private(set) var text: [UInt8] = []
    /// Two per column, row after row: a text's offset in `text` and its length; else the value
    /// (an integer, a real's bits, 0 for NULL) and its kind (`Kind`, negative).
    private(set) var cells: [Int64] = []

    /// The second cell of a column that holds no text.
    enum Kind: Int64 {
        case null = -1, integer = -2, real = -3
    }

    init(columnCount: Int) {
        self.columnCount = columnCount
    }

    var rowCount: Int { cells.count / (2 * columnCount) }

    /// The row `statement` is on, every column as SQLite stores it.
    mutating func copyRow(of statement: SQLiteStatement) {
        for column in 0..<Int32(columnCount) {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_NULL:
                cells.append(0)
                cells.append(Kind.null.rawValue)
            case SQLITE_INTEGER:
                cells.append(sqlite3_column_int64(statement, column))
                cells.append(Kind.integer.rawValue)
            case SQLITE_FLOAT:
                cells.append(Int64(bitPattern: sqlite3_column_double(statement, column).bitPattern))
                cells.append(Kind.real.rawValue)
            default:
                // Text (or a blob, read as its bytes, as `StatementColumns` reads it). The bytes
                // asked for first, then their count, as SQLite's documentation orders the calls.
                let bytes = sqlite3_column_blob(statement, column)
                let count = Int(sqlite3_column_bytes(statement, column))
                cells.append(Int64(text.count))
                cells.append(Int64(count))
                if count > 0, let bytes {
                    text.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: count))
                }
            }
        }
    }

    /// Empty, keeping the arrays' room for the next rows.
    mutating func removeAll() {
        text.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
    }

    /// Reads each row's columns through `read`, in order.
    func forEachRow(_ read: (inout CopiedColumns) throws -> Void) rethrows {
        try text.withUnsafeBufferPointer { text in
            try cells.withUnsafeBufferPointer { cells in
                for row in 0..<rowCount {
                    var columns = CopiedColumns(utf8: text, cells: UnsafeBufferPointer(rebasing: cells[(2 * columnCount * row)...]))
                    try read(&columns)
                }
            }
        }
    }
}

/// One row of `CopiedRows`, read column after column as `StatementColumns` reads a statement's.
struct CopiedColumns: RowColumns {
    private let utf8: UnsafeBufferPointer<UInt8>
    private let cells: UnsafeBufferPointer<Int64>
    private var cell = 0

    fileprivate init(utf8: UnsafeBufferPointer<UInt8>, cells: UnsafeBufferPointer<Int64>) {
        self.utf8 = utf8
        self.cells = cells
    }

    mutating func text() throws -> String {
        guard let value = try optionalText() else { throw Self.mismatch("NULL where text belongs") }
        return value
    }

    mutating func optionalText() throws -> String? {
        try optionalUTF8 { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    mutating func optionalUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) throws -> Result {
        let (value, kind) = next()
        if kind >= 0 { return try body(UnsafeBufferPointer(rebasing: utf8[Int(value)..<Int(value + kind)])) }
        guard kind == CopiedRows.Kind.null.rawValue else { throw Self.mismatch("a number where text belongs") }
        return try body(nil)
    }

    mutating func integer() throws -> Int {
        guard let value = try optionalInteger() else { throw Self.mismatch("NULL where a number belongs") }
        return value
    }

    mutating func optionalInteger() throws -> Int? {
        switch next() {
        case (let value, CopiedRows.Kind.integer.rawValue): return Int(value)
        case (let bits, CopiedRows.Kind.real.rawValue):
            // As SQLite reads a real as an integer: its whole part.
            let real = Double(bitPattern: UInt64(bitPattern: bits)).rounded(.towardZero)
            guard let value = Int(exactly: real) else { throw Self.mismatch("\(real) where an integer belongs") }
            return value
        case (_, CopiedRows.Kind.null.rawValue): return nil
        default: throw Self.mismatch("text where a number belongs")
        }
    }

    mutating func optionalReal() throws -> Double? {
        switch next() {
        case (let bits, CopiedRows.Kind.real.rawValue): return Double(bitPattern: UInt64(bitPattern: bits))
        case (let value, CopiedRows.Kind.integer.rawValue): return Double(value)
        case (_, CopiedRows.Kind.null.rawValue): return nil
        default: throw Self.mismatch("text where a number belongs")
        }
    }

    private mutating func next() -> (Int64, Int64) {
        defer { cell += 2 }
        return (cells[cell], cells[cell + 1])
    }

    private static func mismatch(_ what: String) -> DatabaseError {
        DatabaseError(resultCode: .SQLITE_MISMATCH, message: "\(what) in a cached row")
    }
}
