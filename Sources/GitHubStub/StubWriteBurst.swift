import Foundation

/// The secondary limit on writes (`StubRateLimitPolicy.writeBurst` per `writeWindow`), counted
/// per `Authorization` over a sliding window. Callers pass the time, as `StubRateLimit`'s do.
struct StubWriteBurst: Sendable {
    /// How long GitHub's secondary-limit answer asks a client to wait.
    static let retryAfterSeconds = 1

    let burst: Int
    let window: TimeInterval
    /// When each admitted write arrived, oldest first, keyed by `Authorization` ("" for none).
    private var admitted: [String: [Date]] = [:]

    init(policy: StubRateLimitPolicy) {
        burst = policy.writeBurst
        window = policy.writeWindow.secondsValue
    }

    /// Whether `method` changes something and so is counted.
    static func isWrite(_ method: String) -> Bool {
        ["PATCH", "PUT", "POST", "DELETE"].contains(method)
    }

    /// Counts the write and returns true, or returns false (counting nothing) when this
    /// caller already made `burst` writes within the window ending `now`.
    mutating func admit(authorization: String?, now: Date) -> Bool {
        guard burst > 0, window > 0 else { return true }
        let key = authorization ?? ""
        var times = admitted[key, default: []]
        times.removeAll { now.timeIntervalSince($0) >= window }
        guard times.count < burst else {
            admitted[key] = times
            return false
        }
        times.append(now)
        admitted[key] = times
        return true
    }
}
