import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A task delegate that stops URLSession from following redirects, so the 3xx reaches the client.
///
/// On Linux URLSession follows a redirect with every header of the original request, the
/// Authorization header included, to whatever host `Location` names. The client follows
/// redirects itself instead, and only within the origin it was configured for.
final class RedirectRefusal: NSObject, URLSessionTaskDelegate {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
