import GRDB
import Testing
@testable import RepoStore

struct StatementColumnsTests {
    struct Read: Equatable {
        var text: String
        var optionalText: String?
        var integer: Int
        var optionalInteger: Int?
        var flag: Bool
        var optionalReal: Double?
    }

    /// Each row of `SELECT t, ot, i, oi, f, r FROM c ORDER BY rowid`, read column after column.
    func readAll(_ insertedValues: [String]) throws -> [Read] {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: "CREATE TABLE c (t TEXT, ot TEXT, i INTEGER, oi INTEGER, f INTEGER, r REAL)")
            for values in insertedValues { try db.execute(sql: "INSERT INTO c VALUES (\(values))") }
            let statement = try db.makeStatement(sql: "SELECT t, ot, i, oi, f, r FROM c ORDER BY rowid")
            let rows = try Row.fetchCursor(statement)
            var read: [Read] = []
            while try rows.next() != nil {
                var columns = StatementColumns(statement.sqliteStatement)
                read.append(Read(text: try columns.text(), optionalText: columns.optionalText(), integer: try columns.integer(),
                                 optionalInteger: try columns.optionalInteger(), flag: try columns.flag(), optionalReal: try columns.optionalReal()))
            }
            return read
        }
    }

    @Test func eachColumnIsReadAsItsValueAndANullAsNil() throws {
        let read = try readAll([
            "'naïve ☃ 名前', 'also', 42, -7, 1, 1.5",
            "'', NULL, 0, NULL, 0, NULL",
            "'x', '', 9223372036854775807, 3, 5, -0.25",
        ])
        #expect(read == [
            Read(text: "naïve ☃ 名前", optionalText: "also", integer: 42, optionalInteger: -7, flag: true, optionalReal: 1.5),
            Read(text: "", optionalText: nil, integer: 0, optionalInteger: nil, flag: false, optionalReal: nil),
            Read(text: "x", optionalText: "", integer: Int.max, optionalInteger: 3, flag: true, optionalReal: -0.25),
        ])
    }

    @Test func aNullWhereNoneBelongsThrowsNamingTheColumn() throws {
        #expect {
            _ = try readAll(["NULL, 'a', 1, 1, 1, 1.0"])
        } throws: { error in
            (error as? DatabaseError)?.message == "NULL in column t, which holds no NULL"
        }
        #expect {
            _ = try readAll(["'a', 'a', NULL, 1, 1, 1.0"])
        } throws: { error in
            (error as? DatabaseError)?.message == "NULL in column i, which holds no NULL"
        }
    }

    /// SQLite would read the text as 0: a damaged row, not a repository with no stars.
    @Test func textWhereANumberBelongsThrowsNamingTheColumn() throws {
        for (values, column) in [("'a', 'a', 'many', 1, 1, 1.0", "i"), ("'a', 'a', 1, 1, 'yes', 1.0", "f"), ("'a', 'a', 1, 1, 1, 'soon'", "r")] {
            #expect {
                _ = try readAll([values])
            } throws: { error in
                (error as? DatabaseError)?.message == "text in column \(column), which holds a number"
            }
        }
    }
}
