/// The look-ups routing needs, built once per server start so that a request to an
/// organisation of 100,000 repositories costs a dictionary look-up, not a scan. Writes change
/// it in place (`replaceRepository`, `removeRepository`), rebuilding at most one owner's maps.
struct DatasetIndex: Sendable {
    struct RepositoryLocation: Sendable {
        let userIndex: Int
        let repoIndex: Int
    }

    /// Users are never added or removed, so a user's index stays valid for the stub's life.
    private(set) var users: [StubUser]
    /// Keys are lower-cased: logins and repository names are case-insensitive on GitHub.
    private let userByLogin: [String: Int]
    private let userByFormerLogin: [String: Int]
    private let userByID: [Int64: Int]
    private var repoByName: [[String: Int]]
    /// Ids by former full names (`owner/name`, lower-cased).
    private var repoByFormerFullName: [String: Int64]
    private var repoByID: [Int64: RepositoryLocation]
    private let userByToken: [String: Int]
    /// Organisations (indices) by the lower-cased logins of their members, admins included.
    private let organizationsByMember: [String: [Int]]

    init(_ dataset: StubDataset) {
        let users = dataset.users
        self.users = users
        // On duplicates the first wins, as a linear search would find it.
        func firstWins(_ first: Int, _: Int) -> Int { first }
        userByLogin = Dictionary(
            users.indices.map { (users[$0].login.lowercased(), $0) }, uniquingKeysWith: firstWins)
        userByFormerLogin = Dictionary(
            users.indices.flatMap { index in users[index].formerLogins.map { ($0.lowercased(), index) } },
            uniquingKeysWith: firstWins)
        userByID = Dictionary(users.indices.map { (users[$0].id, $0) }, uniquingKeysWith: firstWins)
        repoByName = users.map { Self.nameLookup($0.repos) }
        var repoByID: [Int64: RepositoryLocation] = [:]
        for (userIndex, user) in users.enumerated() {
            for (repoIndex, repo) in user.repos.enumerated() where repoByID[repo.id] == nil {
                repoByID[repo.id] = RepositoryLocation(userIndex: userIndex, repoIndex: repoIndex)
            }
        }
        self.repoByID = repoByID
        userByToken = Dictionary(
            users.indices.compactMap { index in users[index].token.map { ($0, index) } }, uniquingKeysWith: firstWins)
        // A login named both as member and as admin must not list the organisation twice.
        organizationsByMember = Dictionary(
            users.indices.flatMap { index in
                Set((users[index].members + users[index].admins).map { $0.lowercased() }).map { ($0, [index]) }
            },
            uniquingKeysWith: +)
        repoByFormerFullName = Dictionary(
            users.flatMap { user in user.repos.flatMap { repo in repo.formerFullNames.map { ($0.lowercased(), repo.id) } } },
            uniquingKeysWith: { first, _ in first })
    }

    private static func nameLookup(_ repos: [StubRepository]) -> [String: Int] {
        Dictionary(repos.indices.map { (repos[$0].name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The public repository `star` names, with its owner's index; nil when it is gone or
    /// private. A star outlives a rename, as on GitHub (which keeps stars by repository).
    func starredRepository(_ star: StubStar) -> (owner: Int, repo: StubRepository)? {
        let parts = star.repo.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        if let owner = userIndex(login: parts[0]), let repo = repository(owner: owner, name: parts[1]) {
            return repo.isPrivate ? nil : (owner, repo)
        }
        guard let id = repositoryID(formerOwner: parts[0], name: parts[1]), let location = repoByID[id] else { return nil }
        let repo = users[location.userIndex].repos[location.repoIndex]
        return repo.isPrivate ? nil : (location.userIndex, repo)
    }

    /// Whether any account has a token: then a token the dataset does not know is rejected.
    var knowsTokens: Bool { !userByToken.isEmpty }

    func userIndex(token: String) -> Int? { userByToken[token] }

    /// The organisations `userIndex` is a member of.
    func organizations(of userIndex: Int) -> [Int] {
        organizationsByMember[users[userIndex].login.lowercased()] ?? []
    }

    /// Whether the token's user (`viewer`) may see `repo` of `owner`: public ones, and private
    /// ones of their own or of an organisation they are a member of.
    func isVisible(_ repo: StubRepository, owner: Int, to viewer: Int?) -> Bool {
        guard repo.isPrivate else { return true }
        guard let viewer else { return false }
        return owner == viewer || organizations(of: viewer).contains(owner)
    }

    func userIndex(login: String) -> Int? { userByLogin[login.lowercased()] }

    /// The account that used to be called `login`, unless an account has that login now.
    func userIndex(formerLogin login: String) -> Int? {
        userIndex(login: login) == nil ? userByFormerLogin[login.lowercased()] : nil
    }

    func userIndex(id: Int64) -> Int? { userByID[id] }

    func repository(owner userIndex: Int, name: String) -> StubRepository? {
        repoByName[userIndex][name.lowercased()].map { users[userIndex].repos[$0] }
    }

    /// The id of the repository once named `owner/name`.
    func repositoryID(formerOwner owner: String, name: String) -> Int64? {
        repoByFormerFullName[(owner + "/" + name).lowercased()]
    }

    func repository(id: Int64) -> (owner: StubUser, repo: StubRepository)? {
        repoByID[id].map { (users[$0.userIndex], users[$0.userIndex].repos[$0.repoIndex]) }
    }

    func ownerIndex(ofRepository id: Int64) -> Int? { repoByID[id]?.userIndex }

    /// The token's user's `permissions` on `owner`'s repositories; nil without a token (GitHub
    /// then leaves the object out). They depend on the owner alone, not on the repository.
    func permissions(of viewer: Int?, onRepositoriesOf owner: Int) -> StubPermissions? {
        guard let viewer else { return nil }
        if viewer == owner { return .owner }
        let login = users[viewer].login
        let organization = users[owner]
        guard organization.type == .organization else { return .reader }
        if organization.admins.contains(where: { $0.caseInsensitiveCompare(login) == .orderedSame }) { return .owner }
        return organizations(of: viewer).contains(owner) ? .member : .reader
    }

    /// Puts `repo` where the repository with its id is (same owner, same position). A new name
    /// moves the name look-up and leaves the old `owner/name` behind as a former name, so GitHub's
    /// 301 to `/repositories/{id}` answers it.
    mutating func replaceRepository(_ repo: StubRepository) {
        guard let location = repoByID[repo.id] else { return }
        let owner = location.userIndex
        let oldName = users[owner].repos[location.repoIndex].name
        var repo = repo
        if oldName.lowercased() != repo.name.lowercased() {
            let formerFullName = users[owner].login + "/" + oldName
            if !repo.formerFullNames.contains(where: { $0.caseInsensitiveCompare(formerFullName) == .orderedSame }) {
                repo.formerFullNames.append(formerFullName)
            }
            // The newest rename wins: the name now points here even if another repository once had it.
            repoByFormerFullName[formerFullName.lowercased()] = repo.id
            if repoByName[owner][oldName.lowercased()] == location.repoIndex {
                repoByName[owner][oldName.lowercased()] = nil
            }
            repoByName[owner][repo.name.lowercased()] = location.repoIndex
        }
        users[owner].repos[location.repoIndex] = repo
    }

    /// Deletes the repository with this id: its names and id answer 404 from now on. Later
    /// positions move up, so the owner's maps are rebuilt (only that owner's).
    mutating func removeRepository(id: Int64) {
        guard let location = repoByID[id] else { return }
        let owner = location.userIndex
        for repo in users[owner].repos where repoByID[repo.id]?.userIndex == owner {
            repoByID[repo.id] = nil
        }
        users[owner].repos.remove(at: location.repoIndex)
        for (repoIndex, repo) in users[owner].repos.enumerated() where repoByID[repo.id] == nil {
            repoByID[repo.id] = RepositoryLocation(userIndex: owner, repoIndex: repoIndex)
        }
        repoByName[owner] = Self.nameLookup(users[owner].repos)
        repoByFormerFullName = repoByFormerFullName.filter { $0.value != id }
    }
}
