/// One change repotui can make to repositories on GitHub (issue 28). A value, so a plan, the
/// journal and an undo all speak of the same thing.
public enum RepoChange: Sendable, Hashable, Codable {
    case archive
    case unarchive
    /// Make it private (`true`) or public (`false`).
    case visibility(isPrivate: Bool)
    case addTopics([String])
    case removeTopics([String])
    /// Every topic at once: what an undo of a topic change puts back.
    case setTopics([String])
    /// nil or empty clears it.
    case description(String?)
    case homepage(String?)
    /// One repository only.
    case rename(String)
    case feature(RepoFeatureSwitch, enabled: Bool)
    /// Fast-forward a fork's default branch to its upstream's (`merge-upstream`).
    case syncFork
    case delete

    /// The least a token's user must be allowed to make it.
    public var permissionNeeded: ViewerPermission {
        self == .syncFork ? .write : .admin
    }

    /// Nothing repotui can do takes it back: a deleted repository is gone, and a fork's branch
    /// once moved has no record of where it was.
    public var isUndoable: Bool {
        switch self {
        case .delete, .syncFork: false
        default: true
        }
    }

    /// The words of a menu, a plan's title and the journal: "archive", "add topics rust, cli".
    public var title: String {
        switch self {
        case .archive: "archive"
        case .unarchive: "unarchive"
        case .visibility(let isPrivate): isPrivate ? "make private" : "make public"
        case .addTopics(let topics): "add " + Self.topicWords(topics)
        case .removeTopics(let topics): "remove " + Self.topicWords(topics)
        case .setTopics(let topics): topics.isEmpty ? "clear the topics" : "set the topics to " + topics.joined(separator: ", ")
        case .description(let text): text?.isEmpty == false ? "set the description" : "clear the description"
        case .homepage(let url): url?.isEmpty == false ? "set the homepage" : "clear the homepage"
        case .rename(let name): "rename to " + name
        case .feature(let feature, let enabled): (enabled ? "enable " : "disable ") + feature.rawValue
        case .syncFork: "sync the fork with its upstream"
        case .delete: "delete"
        }
    }

    private static func topicWords(_ topics: [String]) -> String {
        (topics.count == 1 ? "topic " : "topics ") + topics.joined(separator: ", ")
    }

    /// What is wrong with the change's own values before any repository is looked at — a
    /// topic or a name GitHub would refuse — in words; nil when GitHub would take them.
    public var problem: String? {
        switch self {
        case .addTopics(let topics), .removeTopics(let topics), .setTopics(let topics):
            if case .setTopics = self, topics.isEmpty { return nil }
            if topics.isEmpty { return "name at least one topic" }
            if let bad = topics.first(where: { !Self.isValidTopic($0) }) {
                return "'\(bad)' is not a topic GitHub takes: lowercase letters, digits and hyphens, "
                    + "starting with a letter or digit, at most 50 characters"
            }
            if topics.count > Self.topicLimit { return "GitHub allows at most \(Self.topicLimit) topics" }
            return nil
        case .rename(let name):
            return Self.isValidName(name) ? nil
                : "'\(name)' is not a repository name GitHub takes: letters, digits, '.', '-' and '_', at most 100"
        default:
            return nil
        }
    }

    public static let topicLimit = 20

    public static func isValidTopic(_ topic: String) -> Bool {
        guard let first = topic.unicodeScalars.first, topic.unicodeScalars.count <= 50 else { return false }
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        }
        return first != "-" && topic.unicodeScalars.allSatisfy(allowed)
    }

    public static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, name.unicodeScalars.count <= 100, name != ".", name != ".." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_")
        }
    }
}

/// The features a repository can switch on and off.
public enum RepoFeatureSwitch: String, Sendable, Hashable, Codable, CaseIterable {
    case issues, wiki, projects
}
