import Foundation

extension LinkHeader {
    /// One `<target>; rel="…"; key="value"` entry of a Link header.
    public struct Link: Sendable, Hashable {
        /// The target exactly as written between `<` and `>`: follow it as given, never rebuild it.
        public var url: String
        /// Relation types, lower-cased; `rel="next last"` gives two.
        public var rels: [String]
        /// Every other parameter (`type`, `title`, …), names lower-cased.
        public var parameters: [String: String]

        public init(url: String, rels: [String], parameters: [String: String] = [:]) {
            self.url = url
            self.rels = rels
            self.parameters = parameters
        }

        init(target: String, parameters: [(name: String, value: String)]) {
            var rels: [String] = []
            var others: [String: String] = [:]
            var sawRel = false
            for (name, value) in parameters {
                if name == "rel" {
                    // RFC 8288: only the first rel counts.
                    guard !sawRel else { continue }
                    sawRel = true
                    rels = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
                } else if others[name] == nil {
                    others[name] = value
                }
            }
            self.init(url: target.trimmingCharacters(in: .whitespaces), rels: rels, parameters: others)
        }

        /// The target as a URL, when it is one.
        public var resolvedURL: URL? { URL(string: url) }

        public func has(rel: String) -> Bool { rels.contains(rel.lowercased()) }
    }
}

extension Array where Element == LinkHeader.Link {
    /// The first link carrying `rel`.
    public func first(rel: String) -> LinkHeader.Link? { first { $0.has(rel: rel) } }

    /// Where the next page is, if there is one.
    public var next: LinkHeader.Link? { first(rel: "next") }
}
