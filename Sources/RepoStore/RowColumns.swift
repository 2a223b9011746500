/// The columns of one row, read in order: what `RepositoryColumns` reads a repository from —
/// the row a statement is on (`StatementColumns`) or a row copied out of one (`CopiedColumns`).
/// A NULL where none belongs, or a column holding another type than its own, throws: a damaged
/// cache to fall back from, not a crash.
protocol RowColumns {
    mutating func text() throws -> String
    mutating func optionalText() throws -> String?
    /// A text column's UTF-8 (nil: NULL), for `body` only: no string made.
    mutating func optionalUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) throws -> Result
    mutating func integer() throws -> Int
    mutating func optionalInteger() throws -> Int?
    mutating func optionalReal() throws -> Double?
}

extension RowColumns {
    mutating func flag() throws -> Bool {
        try integer() != 0
    }
}
