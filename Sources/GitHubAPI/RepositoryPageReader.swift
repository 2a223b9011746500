import Foundation
import RepoCore

/// The reading of one listing page for `RepositoryPageDecoder`, keeping where it is for the
/// messages. Each object's keys are found from their bytes (`JSONKeyTable`); keys the app does
/// not read are stepped over.
struct RepositoryPageReader {
    typealias Problem = RepositoryPageDecoder.Problem

    var scanner: JSONScanner
    private var path: [RepositoryPageDecoder.PathPart] = []

    init(_ scanner: JSONScanner) {
        self.scanner = scanner
    }

    // The fields `RepositoryDTO` (and the objects inside it) read, by GitHub's names.
    enum RepositoryKey: String, CaseIterable, Sendable {
        case id, name, fullName = "full_name", owner, htmlURL = "html_url", description, gitURL = "git_url"
        case cloneURL = "clone_url", sshURL = "ssh_url", homepage, language, stars = "stargazers_count"
        case forks = "forks_count", watchers = "watchers_count", openIssues = "open_issues_count", size, license, topics
        case defaultBranch = "default_branch", mirrorURL = "mirror_url", createdAt = "created_at", updatedAt = "updated_at"
        case pushedAt = "pushed_at", starredAt = "starred_at", fork, archived, isTemplate = "is_template", isPrivate = "private"
        case subscribers = "subscribers_count", network = "network_count", visibility, hasIssues = "has_issues"
        case hasWiki = "has_wiki", hasDiscussions = "has_discussions", parent, template = "template_repository"
        case permissions
    }

    enum OwnerKey: String, CaseIterable, Sendable { case login, id, avatarURL = "avatar_url", htmlURL = "html_url", type }
    enum LicenseKey: String, CaseIterable, Sendable { case key, name, spdxID = "spdx_id" }
    enum ReferenceKey: String, CaseIterable, Sendable { case fullName = "full_name" }
    enum StarredKey: String, CaseIterable, Sendable { case starredAt = "starred_at", repo }
    enum PermissionKey: String, CaseIterable, Sendable { case admin, push }
    enum SearchKey: String, CaseIterable, Sendable { case totalCount = "total_count", incompleteResults = "incomplete_results", items }

    private static let repositoryKeys = JSONKeyTable<RepositoryKey>()
    private static let ownerKeys = JSONKeyTable<OwnerKey>()
    private static let licenseKeys = JSONKeyTable<LicenseKey>()
    private static let referenceKeys = JSONKeyTable<ReferenceKey>()
    private static let starredKeys = JSONKeyTable<StarredKey>()
    private static let permissionKeys = JSONKeyTable<PermissionKey>()
    private static let searchKeys = JSONKeyTable<SearchKey>()

    /// A listing page: the whole body is one array.
    mutating func items(starred: Bool) throws(Problem) -> [Repository] {
        let repositories = try array(starred: starred)
        try end()
        return repositories
    }

    /// A `/search/repositories` page: `{"total_count": …, "incomplete_results": …, "items": […]}`.
    mutating func searchResults() throws(Problem) -> (repositories: [Repository], total: SearchTotal) {
        var count: Int64?
        var incomplete: Bool?
        var repositories: [Repository]?
        try object(Self.searchKeys) { key, reader throws(Problem) in
            switch key {
            case .totalCount: count = try reader.integer(key.rawValue, required: true)
            case .incompleteResults: incomplete = try reader.bool(key.rawValue)
            case .items: repositories = try reader.field(key.rawValue) { reader throws(Problem) in try reader.array(starred: false) }
            }
        }
        try end()
        guard let count else { throw missing(SearchKey.totalCount.rawValue) }
        guard let repositories else { throw missing(SearchKey.items.rawValue) }
        return (repositories, SearchTotal(count: Int(clamping: count), incomplete: incomplete ?? false))
    }

    private mutating func array(starred: Bool) throws(Problem) -> [Repository] {
        try open(UInt8(ascii: "["))
        var repositories: [Repository] = []
        repositories.reserveCapacity(100)
        if scanner.take(UInt8(ascii: "]")) { return repositories }
        var sharing = RepositoryValueSharing()
        repeat {
            path.append(.index(repositories.count))
            var item = starred ? try starredItem() : try repository()
            sharing.share(&item)
            repositories.append(item)
            path.removeLast()
        } while try scan({ scanner throws(JSONScanner.Failure) in try scanner.separator(closing: UInt8(ascii: "]")) })
        return repositories
    }

    private mutating func end() throws(Problem) {
        if scanner.peek() != nil { throw Problem(kind: .notJSON, path: []) }
    }

    /// `{"starred_at": …, "repo": {…}}`: the repository, carrying its star's date.
    private mutating func starredItem() throws(Problem) -> Repository {
        var starredAt: Date?
        var repository: Repository?
        try object(Self.starredKeys) { key, reader throws(Problem) in
            switch key {
            case .starredAt: starredAt = try reader.date(key.rawValue, required: true)
            case .repo: repository = try reader.field(key.rawValue) { reader throws(Problem) in try reader.repository() }
            }
        }
        guard let starredAt else { throw missing(StarredKey.starredAt.rawValue) }
        guard var repository else { throw missing(StarredKey.repo.rawValue) }
        repository.starredAt = starredAt
        return repository
    }

    private mutating func repository() throws(Problem) -> Repository {
        var id: Int64?, name: String?, fullName: String?, owner: Owner?, htmlURL: String?
        var description: String?, gitURL: String?, cloneURL: String?, sshURL: String?, homepage: String?, language: String?
        var stars: Int64?, forks: Int64?, watchers: Int64?, openIssues: Int64?, size: Int64?
        var license: License?, topics: [String]?, defaultBranch: String?, mirrorURL: String?
        var createdAt: Date?, updatedAt: Date?, pushedAt: Date?, starredAt: Date?
        var fork: Bool?, archived: Bool?, isTemplate: Bool?, isPrivate: Bool?
        var subscribers: Int64?, network: Int64?, visibility: String?, hasIssues: Bool?, hasWiki: Bool?, hasDiscussions: Bool?
        var parent: String?, template: String?, permission: ViewerPermission?
        try object(Self.repositoryKeys) { key, reader throws(Problem) in
            let field = key.rawValue
            switch key {
            case .id: id = try reader.integer(field, required: true)
            case .name: name = try reader.string(field, required: true)
            case .fullName: fullName = try reader.string(field, required: true)
            case .owner: owner = try reader.field(field) { reader throws(Problem) in try reader.owner() }
            case .htmlURL: htmlURL = try reader.string(field, required: true)
            case .description: description = try reader.string(field)
            case .gitURL: gitURL = try reader.string(field)
            case .cloneURL: cloneURL = try reader.string(field)
            case .sshURL: sshURL = try reader.string(field)
            case .homepage: homepage = try reader.string(field)
            case .language: language = try reader.string(field)
            case .stars: stars = try reader.integer(field)
            case .forks: forks = try reader.integer(field)
            case .watchers: watchers = try reader.integer(field)
            case .openIssues: openIssues = try reader.integer(field)
            case .size: size = try reader.integer(field)
            case .license: license = try reader.optionalField(field) { reader throws(Problem) in try reader.license() }
            case .topics: topics = try reader.optionalField(field) { reader throws(Problem) in try reader.strings() }
            case .defaultBranch: defaultBranch = try reader.string(field)
            case .mirrorURL: mirrorURL = try reader.string(field)
            case .createdAt: createdAt = try reader.date(field)
            case .updatedAt: updatedAt = try reader.date(field)
            case .pushedAt: pushedAt = try reader.date(field)
            case .starredAt: starredAt = try reader.date(field)
            case .fork: fork = try reader.bool(field)
            case .archived: archived = try reader.bool(field)
            case .isTemplate: isTemplate = try reader.bool(field)
            case .isPrivate: isPrivate = try reader.bool(field)
            case .subscribers: subscribers = try reader.integer(field)
            case .network: network = try reader.integer(field)
            case .visibility: visibility = try reader.string(field)
            case .hasIssues: hasIssues = try reader.bool(field)
            case .hasWiki: hasWiki = try reader.bool(field)
            case .hasDiscussions: hasDiscussions = try reader.bool(field)
            case .parent: parent = try reader.optionalField(field) { reader throws(Problem) in try reader.reference() }
            case .template: template = try reader.optionalField(field) { reader throws(Problem) in try reader.reference() }
            case .permissions:
                permission = try reader.optionalField(field) { reader throws(Problem) in try reader.permission() }
            }
        }
        // Checked in the order RepositoryDTO declares them, as JSONDecoder does.
        guard let id else { throw missing(RepositoryKey.id.rawValue) }
        guard let name else { throw missing(RepositoryKey.name.rawValue) }
        guard let fullName else { throw missing(RepositoryKey.fullName.rawValue) }
        guard let owner else { throw missing(RepositoryKey.owner.rawValue) }
        guard let htmlURL else { throw missing(RepositoryKey.htmlURL.rawValue) }
        // A full repository's own facts; a listing's item has no watcher count (RepositoryDTO.toDomain).
        let facts = subscribers != nil || network != nil
            ? RepositoryFacts(subscribersCount: subscribers.map(Int.init), networkCount: network.map(Int.init), visibility: visibility,
                              hasIssues: hasIssues, hasWiki: hasWiki, hasDiscussions: hasDiscussions,
                              parentFullName: parent, templateFullName: template)
            : nil
        return Repository(
            id: RepoID(id), name: name, fullName: fullName, owner: owner, description: description, htmlURL: htmlURL,
            gitURL: gitURL, cloneURL: cloneURL, sshURL: sshURL, homepage: homepage, language: language,
            stargazersCount: Int(stars ?? 0), forksCount: Int(forks ?? 0), watchersCount: Int(watchers ?? 0),
            openIssuesCount: Int(openIssues ?? 0), license: license, topics: topics ?? [], defaultBranch: defaultBranch,
            sizeKB: Int(size ?? 0), createdAt: createdAt, updatedAt: updatedAt, pushedAt: pushedAt,
            isFork: fork ?? false, isArchived: archived ?? false, isTemplate: isTemplate ?? false,
            isPrivate: isPrivate ?? false, viewerPermission: permission, mirrorURL: mirrorURL, starredAt: starredAt, facts: facts)
    }

    private mutating func permission() throws(Problem) -> ViewerPermission {
        var admin = false, push = false
        try object(Self.permissionKeys) { key, reader throws(Problem) in
            switch key {
            case .admin: admin = try reader.bool(key.rawValue) ?? false
            case .push: push = try reader.bool(key.rawValue) ?? false
            }
        }
        return ViewerPermission(admin: admin, push: push)
    }

    private mutating func owner() throws(Problem) -> Owner {
        var login: String?, id: Int64?, avatarURL: String?, htmlURL: String?, type: String?
        try object(Self.ownerKeys) { key, reader throws(Problem) in
            switch key {
            case .login: login = try reader.string(key.rawValue, required: true)
            case .id: id = try reader.integer(key.rawValue, required: true)
            case .avatarURL: avatarURL = try reader.string(key.rawValue)
            case .htmlURL: htmlURL = try reader.string(key.rawValue)
            case .type: type = try reader.string(key.rawValue)
            }
        }
        guard let login else { throw missing(OwnerKey.login.rawValue) }
        guard let id else { throw missing(OwnerKey.id.rawValue) }
        return Owner(login: login, id: id, avatarURL: avatarURL ?? "", htmlURL: htmlURL, isOrganization: type == "Organization")
    }

    private mutating func license() throws(Problem) -> License {
        var key: String?, name: String?, spdxID: String?
        try object(Self.licenseKeys) { field, reader throws(Problem) in
            switch field {
            case .key: key = try reader.string(field.rawValue)
            case .name: name = try reader.string(field.rawValue, required: true)
            case .spdxID: spdxID = try reader.string(field.rawValue)
            }
        }
        guard let name else { throw missing(LicenseKey.name.rawValue) }
        return License(key: key, name: name, spdxID: spdxID)
    }

    private mutating func reference() throws(Problem) -> String {
        var fullName: String?
        try object(Self.referenceKeys) { key, reader throws(Problem) in
            fullName = try reader.string(key.rawValue, required: true)
        }
        guard let fullName else { throw missing(ReferenceKey.fullName.rawValue) }
        return fullName
    }

    private mutating func strings() throws(Problem) -> [String] {
        try open(UInt8(ascii: "["))
        var strings: [String] = []
        if scanner.take(UInt8(ascii: "]")) { return strings }
        repeat {
            path.append(.index(strings.count))
            if try scan({ scanner throws(JSONScanner.Failure) in try scanner.takeNull() }) { throw Problem(kind: .null, path: path) }
            strings.append(try scan { scanner throws(JSONScanner.Failure) in try scanner.string() })
            path.removeLast()
        } while try scan({ scanner throws(JSONScanner.Failure) in try scanner.separator(closing: UInt8(ascii: "]")) })
        return strings
    }

    // MARK: Members

    /// Reads an object member by member: `member` reads the value of each key of `keys`, the
    /// others are stepped over. A key seen twice keeps its first value, as JSONDecoder does.
    private mutating func object<Key>(_ keys: JSONKeyTable<Key>,
                                      _ member: (Key, inout RepositoryPageReader) throws(Problem) -> Void) throws(Problem) {
        try open(UInt8(ascii: "{"))
        if scanner.take(UInt8(ascii: "}")) { return }
        var seen: UInt64 = 0
        repeat {
            let found = try scan { scanner throws(JSONScanner.Failure) in
                if let plain = try scanner.plainKey() { return keys.key(plain) }
                return keys.key(try scanner.string().utf8)
            }
            try scan { scanner throws(JSONScanner.Failure) in try scanner.expect(UInt8(ascii: ":")) }
            if let (key, index) = found, seen & (1 << index) == 0 {
                seen |= 1 << index
                try member(key, &self)
            } else {
                try scan { scanner throws(JSONScanner.Failure) in try scanner.skipValue() }
            }
        } while try scan({ scanner throws(JSONScanner.Failure) in try scanner.separator(closing: UInt8(ascii: "}")) })
    }

    /// A value read under `key`, its problems placed there; null is a problem.
    private mutating func field<Value>(_ key: String, _ read: (inout RepositoryPageReader) throws(Problem) -> Value) throws(Problem) -> Value {
        path.append(.key(key))
        defer { path.removeLast() }
        if try scan({ scanner throws(JSONScanner.Failure) in try scanner.takeNull() }) { throw Problem(kind: .null, path: path) }
        return try read(&self)
    }

    /// The same for an optional value: null reads as nil.
    private mutating func optionalField<Value>(_ key: String, _ read: (inout RepositoryPageReader) throws(Problem) -> Value) throws(Problem) -> Value? {
        path.append(.key(key))
        defer { path.removeLast() }
        if try scan({ scanner throws(JSONScanner.Failure) in try scanner.takeNull() }) { return nil }
        return try read(&self)
    }

    private mutating func string(_ key: String, required: Bool = false) throws(Problem) -> String? {
        try scalar(key, required: required) { scanner throws(JSONScanner.Failure) in try scanner.string() }
    }

    private mutating func integer(_ key: String, required: Bool = false) throws(Problem) -> Int64? {
        try scalar(key, required: required) { scanner throws(JSONScanner.Failure) in try scanner.integer() }
    }

    private mutating func bool(_ key: String) throws(Problem) -> Bool? {
        try scalar(key, required: false) { scanner throws(JSONScanner.Failure) in try scanner.bool() }
    }

    /// A timestamp as GitHubJSON reads one: a string in ISO 8601, else malformed.
    private mutating func date(_ key: String, required: Bool = false) throws(Problem) -> Date? {
        guard let text = try string(key, required: required) else { return nil }
        guard let date = GitHubJSON.parseDate(text) else { throw Problem(kind: .malformed, path: path + [.key(key)]) }
        return date
    }

    private mutating func scalar<Value>(_ key: String, required: Bool,
                                        _ read: (inout JSONScanner) throws(JSONScanner.Failure) -> Value) throws(Problem) -> Value? {
        if scanner.peek() == UInt8(ascii: "n") {
            if try scan({ scanner throws(JSONScanner.Failure) in try scanner.takeNull() }) {
                if required { throw Problem(kind: .null, path: path + [.key(key)]) }
                return nil
            }
        }
        do {
            return try read(&scanner)
        } catch .wrongType {
            throw Problem(kind: .wrongType, path: path + [.key(key)])
        } catch {
            throw Problem(kind: .notJSON, path: path)
        }
    }

    private func missing(_ key: String) -> Problem {
        Problem(kind: .missing, path: path + [.key(key)])
    }

    /// Runs a scanner step, its failure placed at the current path.
    private mutating func scan<Value>(_ step: (inout JSONScanner) throws(JSONScanner.Failure) -> Value) throws(Problem) -> Value {
        do {
            return try step(&scanner)
        } catch .wrongType {
            throw Problem(kind: .wrongType, path: path)
        } catch {
            throw Problem(kind: .notJSON, path: path)
        }
    }

    /// Steps into an array or object; another value there is the wrong type, if it is JSON.
    private mutating func open(_ bracket: UInt8) throws(Problem) {
        if scanner.take(bracket) { return }
        var probe = scanner
        do throws(JSONScanner.Failure) {
            try probe.skipValue()
        } catch {
            throw Problem(kind: .notJSON, path: path)
        }
        throw Problem(kind: .wrongType, path: path)
    }
}
