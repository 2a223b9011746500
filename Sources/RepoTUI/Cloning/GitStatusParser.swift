import RepoCore

/// Reads `git status --porcelain=v2 --branch` (git's format for programs, stable across
/// versions): the `# branch.*` headers say the branch, its upstream and how far apart they are;
/// every other line is one changed, staged, conflicted or untracked path.
enum GitStatusParser {
    static func facts(from output: Substring) -> CloneFacts {
        var facts = CloneFacts(branch: nil, upstream: nil)
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard line.hasPrefix("# ") else {
                facts.changes += 1
                continue
            }
            let words = line.dropFirst(2).split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            let value = words[1]
            switch words[0] {
            case "branch.head": facts.branch = value == "(detached)" ? nil : String(value)
            case "branch.upstream": facts.upstream = String(value)
            case "branch.ab":
                // "+3 -1"
                let counts = value.split(separator: " ")
                if counts.count == 2 {
                    facts.ahead = Int(counts[0].dropFirst()) ?? 0
                    facts.behind = Int(counts[1].dropFirst()) ?? 0
                }
            default: break
            }
        }
        return facts
    }
}
