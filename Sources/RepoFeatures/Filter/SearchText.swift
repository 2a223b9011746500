import RepoCore

/// Every repository's searchable text — name, language, topics, description — folded once
/// the way `FuzzyText` folds it, in one contiguous arena: a keystroke over 100,000
/// repositories then walks one array of integers instead of 400,000 small ones.
struct SearchText: Sendable {
    enum Field: Int, CaseIterable {
        case name, language, topics, description
    }

    /// The folded values, field after field, repository after repository.
    private let values: [UInt32]
    /// Where each field starts in `values`: `Field.allCases.count` per repository, then the end.
    private let starts: [Int32]

    init(_ repositories: [Repository]) {
        let parts = ParallelChunks.map(count: repositories.count) { range in
            Self.fold(repositories, range)
        }
        var values: [UInt32] = []
        values.reserveCapacity(parts.reduce(0) { $0 + $1.values.count })
        var starts: [Int32] = []
        starts.reserveCapacity(repositories.count * Field.allCases.count + 1)
        for part in parts {
            let offset = Int32(values.count)
            starts.append(contentsOf: part.starts.map { $0 + offset })
            values.append(contentsOf: part.values)
        }
        starts.append(Int32(values.count))
        self.values = values
        self.starts = starts
    }

    /// Calls `body` with a reader of every repository's fields, valid only inside it.
    func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        values.withUnsafeBufferPointer { values in
            starts.withUnsafeBufferPointer { starts in
                body(Reader(values: values, starts: starts))
            }
        }
    }

    struct Reader {
        let values: UnsafeBufferPointer<UInt32>
        let starts: UnsafeBufferPointer<Int32>

        /// The fields of the repository at `position`.
        func fields(of position: Int) -> Fields {
            let slot = position * Field.allCases.count
            func field(_ field: Field) -> UnsafeBufferPointer<UInt32> {
                UnsafeBufferPointer(rebasing: values[Int(starts[slot + field.rawValue])..<Int(starts[slot + field.rawValue + 1])])
            }
            return Fields(name: field(.name), language: field(.language), topics: field(.topics), description: field(.description))
        }
    }

    /// One repository's folded text, wherever it is kept.
    struct Fields {
        var name: UnsafeBufferPointer<UInt32>
        var language: UnsafeBufferPointer<UInt32>
        /// Its topics, a space between each two.
        var topics: UnsafeBufferPointer<UInt32>
        var description: UnsafeBufferPointer<UInt32>
    }

    /// The fields of `repositories[range]`, starts relative to the part's own values.
    private static func fold(_ repositories: [Repository], _ range: Range<Int>) -> (values: [UInt32], starts: [Int32]) {
        var values: [UInt32] = []
        var starts: [Int32] = []
        starts.reserveCapacity(range.count * Field.allCases.count)
        for position in range {
            starts.append(Int32(values.count))
            append(repositories[position].name, to: &values)
            starts.append(Int32(values.count))
            append(repositories[position].language ?? "", to: &values)
            starts.append(Int32(values.count))
            for (index, topic) in repositories[position].topics.enumerated() {
                if index > 0 { values.append(0x20) }
                append(topic, to: &values)
            }
            starts.append(Int32(values.count))
            append(repositories[position].description ?? "", to: &values)
        }
        return (values, starts)
    }

    /// `text` as `FuzzyText` folds it: one value per character, its first scalar lower-cased.
    /// ASCII — nearly every name — is read byte by byte; only "\r\n" is two bytes and one character.
    static func append(_ text: String, to values: inout [UInt32]) {
        let utf8 = text.utf8
        let isASCII = utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? utf8.allSatisfy { $0 < 0x80 }
        guard isASCII else {
            values.append(contentsOf: FuzzyText(text).values)
            return
        }
        var previous: UInt8 = 0
        for byte in utf8 {
            defer { previous = byte }
            if byte == 0x0A && previous == 0x0D { continue }
            values.append(FuzzyText.folded(Unicode.Scalar(byte)))
        }
    }
}
