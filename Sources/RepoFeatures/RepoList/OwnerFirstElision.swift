import TerminalUI

/// `owner/name` in a column narrower than it. The owner gives way first — `big-o…/service-003`,
/// then `…/service-003` — so the rows of one owner still read apart (issue 32, item 4); only a
/// name too wide for the column even then is cut at its end, as a name of the listed owner is.
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
        let name = characters.dropFirst(ownerLength)
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
        } else if width > 3 {
            let cut = DisplayWidth.truncate(String(name), to: width - 2)
            let keptName = cut.hasSuffix("…") ? cut.count - 1 : cut.count
            self.init(text: "…/" + cut,
                      sources: [nil, ownerLength - 1] + nameSources.prefix(keptName) + (cut.count > keptName ? [nil] : []),
                      ownerLength: 2)
        } else {
            let cut = DisplayWidth.truncate(cell, to: width)
            let kept = cut.hasSuffix("…") ? cut.count - 1 : cut.count
            self.init(text: cut, sources: (0..<kept).map { Int?($0) } + (cut.count > kept ? [nil] : []),
                      ownerLength: min(ownerLength, kept))
        }
    }

    private init(text: String, sources: [Int?], ownerLength: Int) {
        self.text = text
        self.sources = sources
        self.ownerLength = ownerLength
    }
}
