import Foundation

/// The stub's state and the steps around routing: the control endpoint, recording, the
/// User-Agent rule, rate limits (primary, and secondary for bursts of writes), faults, ETags and
/// latency. One actor, so counters, fault counts, the log and the dataset writes stay consistent.
actor StubResponder {
    /// Mutable for the router's memory of sorted orders and encoded pages, and for writes.
    private var router: StubRouter
    private let latency: Duration
    private let requestLog: RequestLog?
    /// Tried in order; the first that applies wins.
    private var faultRules: [StubFaultRule]
    private(set) var recordedRequests: [RecordedRequest] = []
    private var rateLimit: StubRateLimit
    private var writeBurst: StubWriteBurst
    /// How many answers `changesEveryRequest` has changed so far.
    private var revision = 0

    /// The time budgets reset and the write window run on.
    private let now: @Sendable () -> Date

    init(
        router: StubRouter, latency: Duration, rateLimit: StubRateLimitPolicy, faults: [StubFaultRule],
        requestLog: RequestLog?, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.now = now
        self.router = router
        self.latency = latency
        self.rateLimit = StubRateLimit(policy: rateLimit)
        self.writeBurst = StubWriteBurst(policy: rateLimit)
        self.faultRules = faults
        self.requestLog = requestLog
    }

    func respond(to request: StubRequest) async -> StubResponse {
        if ControlEndpoint.handles(request) {
            return ControlEndpoint.respond(to: request, rules: &faultRules)
        }
        let recorded = RecordedRequest(
            method: request.method, path: request.rawPath, query: request.rawQuery, headers: request.headers,
            body: request.body)
        recordedRequests.append(recorded)
        requestLog?.append(recorded.logLine)
        let (response, delay) = makeResponse(to: request, now: now())
        if delay > .zero {
            try? await Task.sleep(for: delay)
        }
        return response
    }

    func addFault(_ rule: StubFaultRule) { faultRules.append(rule) }
    func clearFaults() { faultRules.removeAll() }
    var activeFaults: [StubFaultRule] { faultRules }
    func clearRecordedRequests() { recordedRequests.removeAll() }

    func close() { requestLog?.close() }

    /// The answer, and how long to wait before sending it.
    private func makeResponse(to request: StubRequest, now: Date) -> (StubResponse, Duration) {
        let userAgent = request.header("user-agent")?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !userAgent.isEmpty else { return (Self.missingUserAgent(), latency) }
        let authorization = request.header("authorization")
        if request.method == "GET", request.rawPath == "/rate_limit" {
            // GitHub does not count this one against the primary limit.
            var response = StubResponse.json(rateLimit.overview(authorization: authorization, now: now))
            addHeaders(rateLimit.current(authorization: authorization, now: now), to: &response)
            return (response, latency)
        }
        if rateLimit.isSpent(authorization: authorization, resource: StubRateLimit.Resource(path: request.rawPath), now: now) {
            return (exhausted(request, now: now), latency)
        }
        if StubWriteBurst.isWrite(request.method), !writeBurst.admit(authorization: authorization, now: now) {
            // Refused before routing, so the write is not performed; like a fault, not charged.
            var response =
                FaultResponse.replacement(
                    for: .secondaryRateLimit(retryAfterSeconds: StubWriteBurst.retryAfterSeconds), request: request,
                    exhaustedMessage: "") ?? .notFound()
            addHeaders(rateLimit.current(authorization: authorization, now: now), to: &response)
            return (response, latency)
        }
        guard let fault = takeFault(for: request) else {
            return (normalResponse(to: request, now: now), latency)
        }
        switch fault {
        case .latency(let milliseconds):
            return (normalResponse(to: request, now: now), latency + .milliseconds(milliseconds))
        case .trickle(let bytesPerChunk, let intervalMilliseconds):
            var response = normalResponse(to: request, now: now)
            response.delivery = .trickle(bytesPerChunk: bytesPerChunk, interval: .milliseconds(intervalMilliseconds))
            return (response, latency)
        case .dropConnection(let afterBytes):
            // Always a full body to cut, so If-None-Match is ignored.
            var response = normalResponse(to: request, now: now, honouringIfNoneMatch: false)
            response.delivery = .drop(afterBytes: min(afterBytes ?? response.body.count / 2, response.body.count))
            return (response, latency)
        case .changesEveryRequest:
            revision += 1
            return (normalResponse(to: request, now: now, revision: revision), latency)
        case .rateLimitExhausted:
            return (exhausted(request, now: now), latency)
        case .movedPermanently(let login):
            // `takeFault` only picks it for paths it can redirect.
            var response = router.redirect(request, toLogin: login) ?? .notFound()
            addHeaders(rateLimit.current(authorization: authorization, now: now), to: &response)
            return (response, latency)
        case .secondaryRateLimit, .tooManyRequests, .badCredentials, .status, .htmlErrorPage, .truncatedJSON,
            .wrongShape, .echoAuthorization:
            let exhaustedMessage = rateLimit.exhaustedMessage(authorization: authorization)
            var response =
                FaultResponse.replacement(for: fault, request: request, exhaustedMessage: exhaustedMessage)
                ?? .notFound()
            // Faults do not spend the budget; they still report it, as every GitHub answer does —
            // the secondary-limit and 429 answers included.
            addHeaders(rateLimit.current(authorization: authorization, now: now), to: &response)
            return (response, latency)
        }
    }

    /// The router's answer with its ETag (and 304), charged to the caller's budget unless 304.
    private func normalResponse(
        to request: StubRequest, now: Date, revision: Int = 0, honouringIfNoneMatch: Bool = true
    ) -> StubResponse {
        // A write's answer carries an ETag too, but If-None-Match never turns it into a 304.
        var response = ConditionalGet.apply(
            to: router.respond(to: request, revision: revision),
            ifNoneMatch: honouringIfNoneMatch && request.method == "GET" ? request.header("if-none-match") : nil)
        let authorization = request.header("authorization")
        let resource = StubRateLimit.Resource(path: request.rawPath)
        // 304s do not count against GitHub's primary limit.
        let headers =
            response.status == 304
            ? rateLimit.current(authorization: authorization, resource: resource, now: now)
            : rateLimit.consume(authorization: authorization, resource: resource, now: now)
        addHeaders(headers, to: &response)
        return response
    }

    /// GitHub's primary-limit 403: remaining 0 and the reset time.
    private func exhausted(_ request: StubRequest, now: Date) -> StubResponse {
        let authorization = request.header("authorization")
        var response =
            FaultResponse.replacement(
                for: .rateLimitExhausted, request: request,
                exhaustedMessage: rateLimit.exhaustedMessage(authorization: authorization)) ?? .notFound()
        addHeaders(rateLimit.spent(authorization: authorization, resource: StubRateLimit.Resource(path: request.rawPath), now: now),
                   to: &response)
        return response
    }

    private func addHeaders(_ headers: [(String, String)], to response: inout StubResponse) {
        for (name, value) in headers { response.setHeader(name, value) }
    }

    /// The first rule that applies to `request`, counted down (and dropped at zero).
    private func takeFault(for request: StubRequest) -> StubFault? {
        guard !faultRules.isEmpty else { return nil }
        let logins = router.logins(concernedBy: request)
        let page = request.query("page").flatMap { Int($0) } ?? 1
        let index = faultRules.firstIndex { rule in
            guard rule.applies(toPath: request.rawPath, logins: logins, page: page) else { return false }
            if case .movedPermanently(let login) = rule.fault {
                return router.redirect(request, toLogin: login) != nil
            }
            return true
        }
        guard let index else { return nil }
        let fault = faultRules[index].fault
        if let remaining = faultRules[index].remaining {
            if remaining <= 1 { faultRules.remove(at: index) } else { faultRules[index].remaining = remaining - 1 }
        }
        return fault
    }

    /// GitHub's answer to a request without User-Agent: 403 and a plain-text explanation.
    private static func missingUserAgent() -> StubResponse {
        let text = """
            Request forbidden by administrative rules. Please make sure your request has a User-Agent header \
            (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). \
            Check https://developer.github.com for other possible causes.

            """
        return StubResponse(
            status: 403, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }
}
