import CSQLiteTuning
import GRDB

/// One SQL statement on a connection, through SQLite's own functions: for the reads that run on
/// a connection GRDB did not open (`SQLiteRepoCache.headBeforeOpening`) as well as on one it did.
/// Finalised when it goes.
struct PreparedStatement: ~Copyable {
    let statement: OpaquePointer
    private let connection: OpaquePointer

    init(_ sql: String, on connection: OpaquePointer) throws {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw Self.error(status, on: connection)
        }
        self.statement = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(statement)
    }

    func bind(_ value: Int64, at index: Int32) throws {
        try check(sqlite3_bind_int64(statement, index, value))
    }

    func bind(_ value: Double, at index: Int32) throws {
        try check(sqlite3_bind_double(statement, index, value))
    }

    /// SQLite copies the text (`SQLITE_TRANSIENT`): `value` need not outlive the call.
    func bind(_ value: String, at index: Int32) throws {
        try check(sqlite3_bind_text(statement, index, value, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self)))
    }

    /// Moves to the next row: true when there is one, false when the rows are done.
    func step() throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status: throw Self.error(status, on: connection)
        }
    }

    private func check(_ status: Int32) throws {
        guard status == SQLITE_OK else { throw Self.error(status, on: connection) }
    }

    private static func error(_ status: Int32, on connection: OpaquePointer) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: status), message: String(cString: sqlite3_errmsg(connection)))
    }
}

extension Database {
    /// The SQLite connection under GRDB's, for `PreparedStatement`.
    func connection() throws -> OpaquePointer {
        guard let connection = sqliteConnection else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "connection closed") }
        return connection
    }
}
