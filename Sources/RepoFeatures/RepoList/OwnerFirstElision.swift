import TerminalUI

/// `owner/name` in a column narrower than it. The owner gives way first — `big-o…/service-003`,
/// `…/service-003`, `…service-003`, then `service-003` — so the rows of one owner still read apart (issue 32,
/// item 4); a name wider than the column even alone loses its middle (`servi…03-api`), keeping
/// the start and the end, where names of a series differ.
struct OwnerFirstElision: Equatable {
    /// What the column shows.
    var text: String
    /// For each character of `text`, the offset of the character of the whole cell it shows;
    /// nil for an ellipsis. Filter highlights follow it.
    var sources: [Int?]
    /// How many leading characters of `text` are the owner's part, slash included (drawn dim).
    var ownerLength: Int

    /// `cell` is `owner/name` whose first `ownerLength` characters are `owner/`.
    init(cell: String, ownerLength: Int, width: Int) {
        let characters = Array(cell)
        let owner = characters.prefix(max(0, ownerLength - 1))
        let name = Array(characters.dropFirst(ownerLength))
        let nameWidth = DisplayWidth.of(String(name))
        let nameSources = (ownerLength..<characters.count).map { Int?($0) }
        if DisplayWidth.of(cell) <= width {
            self.init(text: cell, sources: characters.indices.map { Int?($0) }, ownerLength: ownerLength)
        } else if nameWidth + 2 <= width {
            // As much of the owner as fits before "…/name".
            let kept = Array(DisplayWidth.prefix(String(owner), width: width - nameWidth - 2))
            self.init(text: String(kept) + "…/" + String(name),
                      sources: kept.indices.map { Int?($0) } + [nil, ownerLength - 1] + nameSources,
                      ownerLength: kept.count + 2)
        } else if nameWidth + 1 <= width {
            self.init(text: "…" + String(name), sources: [nil] + nameSources, ownerLength: 1)
        } else if nameWidth <= width {
            self.init(text: String(name), sources: nameSources, ownerLength: 0)
        } else {
            let (head, tail) = Self.ends(of: name, width: width)
            self.init(text: String(name.prefix(head)) + "…" + String(name.suffix(tail)),
                      sources: nameSources.prefix(head) + [nil] + nameSources.suffix(tail), ownerLength: 0)
        }
    }

    private init(text: String, sources: [Int?], ownerLength: Int) {
        self.text = text
        self.sources = sources
        self.ownerLength = ownerLength
    }

    /// How many characters of `name` to keep at its start and at its end around one "…" so the
    /// whole is at most `width` columns: the start gets the odd column.
    private static func ends(of name: [Character], width: Int) -> (head: Int, tail: Int) {
        let room = max(0, width - 1)
        let head = DisplayWidth.prefix(String(name), width: (room + 1) / 2)
        let tailRoom = room - DisplayWidth.of(head)
        var tail = 0
        var used = 0
        for character in name.dropFirst(head.count).reversed() {
            used += DisplayWidth.of(character)
            if used > tailRoom { break }
            tail += 1
        }
        return (head.count, tail)
    }
}
