import Foundation

extension URL {
    /// Scheme, host and port (default ports filled in): a token may go only where the first
    /// request went, so every link and redirect is compared by this.
    var origin: String {
        let scheme = self.scheme?.lowercased() ?? ""
        let port = self.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host?.lowercased() ?? ""):\(port)"
    }
}
