/// A fault and the requests it applies to, for a number of requests or until cleared.
///
/// In JSON (dataset files, the `/_stub/faults` control endpoint):
/// `{"fault": "status:503", "pathPrefix": "/users/", "count": 2}` or
/// `{"fault": "drop", "login": "octocat"}`; with neither `pathPrefix` nor `login` it applies
/// to every path, and without `count` until cleared.
public struct StubFaultRule: Sendable, Hashable, Codable {
    public enum Target: Sendable, Hashable {
        /// Requests whose raw path starts with this prefix; `/` is every request.
        case pathPrefix(String)
        /// Requests about this account, compared without case: `/users/{login}…`,
        /// `/repos/{login}/…`, and `/user/{id}/…` or `/repositories/{id}…` when the id is the
        /// account's (so following a `Link` header keeps failing).
        case login(String)
    }

    public var fault: StubFault
    public var target: Target
    /// Only this page of a listing (`page=N`; no `page` is page 1); nil: every request.
    public var page: Int?
    /// How many more requests it applies to; nil: until cleared.
    public var remaining: Int?

    public init(_ fault: StubFault, target: Target = .pathPrefix("/"), page: Int? = nil, count: Int? = nil) {
        self.fault = fault
        self.target = target
        self.page = page
        self.remaining = count
    }

    /// `logins` are the lower-cased accounts the request is about (see `StubRouter.logins(concernedBy:)`);
    /// `page` is the request's `page` (1 without one).
    func applies(toPath path: String, logins: [String], page requested: Int) -> Bool {
        if let page, page != requested { return false }
        switch target {
        case .pathPrefix(let prefix): return path.hasPrefix(prefix)
        case .login(let login): return logins.contains(login.lowercased())
        }
    }

    enum CodingKeys: String, CodingKey {
        case fault, pathPrefix, login, page, count
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        fault = try container.decode(StubFault.self, forKey: .fault)
        let pathPrefix = try container.decodeIfPresent(String.self, forKey: .pathPrefix)
        let login = try container.decodeIfPresent(String.self, forKey: .login)
        switch (pathPrefix, login) {
        case (let pathPrefix?, nil): target = .pathPrefix(pathPrefix)
        case (nil, let login?): target = .login(login)
        case (nil, nil): target = .pathPrefix("/")
        case (_?, _?):
            throw DecodingError.dataCorruptedError(
                forKey: .login, in: container, debugDescription: "give either pathPrefix or login, not both")
        }
        page = try container.decodeIfPresent(Int.self, forKey: .page)
        if let page, page < 1 {
            throw DecodingError.dataCorruptedError(forKey: .page, in: container, debugDescription: "page must be at least 1")
        }
        remaining = try container.decodeIfPresent(Int.self, forKey: .count)
        if let remaining, remaining < 1 {
            throw DecodingError.dataCorruptedError(
                forKey: .count, in: container, debugDescription: "count must be at least 1 (leave it out for no limit)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fault, forKey: .fault)
        switch target {
        case .pathPrefix(let prefix): try container.encode(prefix, forKey: .pathPrefix)
        case .login(let login): try container.encode(login, forKey: .login)
        }
        try container.encodeIfPresent(page, forKey: .page)
        try container.encodeIfPresent(remaining, forKey: .count)
    }
}
