import Foundation

extension POSIXError {
    /// A system call's failure with the path it was about, for a message a person can act on.
    init(errno code: Int32, path: String) {
        self.init(
            POSIXErrorCode(rawValue: code) ?? .EIO,
            userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))"])
    }
}
