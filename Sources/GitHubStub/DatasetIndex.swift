/// The look-ups routing needs, built once per server start so that a request to an
/// organisation of 100,000 repositories costs a dictionary look-up, not a scan.
struct DatasetIndex: Sendable {
    struct RepositoryLocation: Sendable {
        let userIndex: Int
        let repoIndex: Int
    }

    let users: [StubUser]
    /// Keys are lower-cased: logins and repository names are case-insensitive on GitHub.
    private let userByLogin: [String: Int]
    private let userByFormerLogin: [String: Int]
    private let userByID: [Int64: Int]
    private let repoByName: [[String: Int]]
    /// Ids by former full names (`owner/name`, lower-cased).
    private let repoByFormerFullName: [String: Int64]
    private let repoByID: [Int64: RepositoryLocation]
    private let userByToken: [String: Int]
    /// Organisations (indices) by the lower-cased logins of their members.
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
        repoByName = users.map { user in
            Dictionary(user.repos.indices.map { (user.repos[$0].name.lowercased(), $0) }, uniquingKeysWith: firstWins)
        }
        var repoByID: [Int64: RepositoryLocation] = [:]
        for (userIndex, user) in users.enumerated() {
            for (repoIndex, repo) in user.repos.enumerated() where repoByID[repo.id] == nil {
                repoByID[repo.id] = RepositoryLocation(userIndex: userIndex, repoIndex: repoIndex)
            }
        }
        self.repoByID = repoByID
        userByToken = Dictionary(
            users.indices.compactMap { index in users[index].token.map { ($0, index) } }, uniquingKeysWith: firstWins)
        organizationsByMember = Dictionary(
            users.indices.flatMap { index in users[index].members.map { ($0.lowercased(), [index]) } }, uniquingKeysWith: +)
        repoByFormerFullName = Dictionary(
            users.flatMap { user in user.repos.flatMap { repo in repo.formerFullNames.map { ($0.lowercased(), repo.id) } } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The public repository `star` names, with its owner; nil when it is gone or private.
    func starredRepository(_ star: StubStar) -> (owner: StubUser, repo: StubRepository)? {
        let parts = star.repo.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let owner = userIndex(login: parts[0]),
              let repo = repository(owner: owner, name: parts[1]), !repo.isPrivate else { return nil }
        return (users[owner], repo)
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
}
