import Crypto
import Foundation

/// Whose rows the cache reads and writes: "" for runs without a token (public data only), else
/// a fingerprint of the token — so a run never shows rows another token (or none) fetched,
/// and the token itself is never written anywhere.
enum CacheAccount {
    static func key(token: String?) -> String {
        guard let token, !token.isEmpty else { return "" }
        // Domain-separated, so the value is useless as a plain SHA-256 of the token elsewhere.
        let digest = SHA256.hash(data: Data("repotui cache account v1\0\(token)".utf8))
        return "token-" + digest.prefix(16).map { String(format: "%02x", $0) }.joined()
    }
}
