import Foundation

/// The stub's state and the steps around routing: recording, the User-Agent rule, faults,
/// rate-limit headers, ETags and latency. One actor, so counters and the log stay consistent.
actor StubResponder {
    /// Mutable only for the router's memory of sorted orders and encoded pages.
    private var router: StubRouter
    private let latency: Duration
    private let requestLog: RequestLog?
    private var faultRules: [FaultRule] = []
    private(set) var recordedRequests: [RecordedRequest] = []
    private var rateLimit = StubRateLimit()

    init(router: StubRouter, latency: Duration, requestLog: RequestLog?) {
        self.router = router
        self.latency = latency
        self.requestLog = requestLog
    }

    func respond(to request: StubRequest) async -> StubResponse {
        let recorded = RecordedRequest(
            method: request.method, path: request.rawPath, query: request.rawQuery, headers: request.headers)
        recordedRequests.append(recorded)
        requestLog?.append(recorded.logLine)
        let response = makeResponse(to: request)
        if latency > .zero {
            try? await Task.sleep(for: latency)
        }
        return response
    }

    func addFault(_ rule: FaultRule) { faultRules.append(rule) }
    func clearFaults() { faultRules.removeAll() }
    func clearRecordedRequests() { recordedRequests.removeAll() }

    func close() { requestLog?.close() }

    private func makeResponse(to request: StubRequest) -> StubResponse {
        let userAgent = request.header("user-agent")?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !userAgent.isEmpty else { return Self.missingUserAgent() }
        if let fault = takeFault(for: request.rawPath) {
            return FaultResponse.make(fault, request: request, rateLimit: rateLimit.exhausted())
        }
        var response = ConditionalGet.apply(
            to: router.respond(to: request), ifNoneMatch: request.header("if-none-match"))
        // 304s do not count against GitHub's primary limit.
        let headers = response.status == 304 ? rateLimit.current() : rateLimit.consume()
        for (name, value) in headers { response.setHeader(name, value) }
        return response
    }

    private func takeFault(for path: String) -> StubFault? {
        guard let index = faultRules.firstIndex(where: { path.hasPrefix($0.pathPrefix) }) else { return nil }
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
