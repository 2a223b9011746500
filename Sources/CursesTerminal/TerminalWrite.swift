import Foundation

/// Raw writes to the terminal's descriptor, for the few sequences ncurses does not know.
enum TerminalWrite {
    /// Writes every byte, retrying after a signal or a partial write; gives up on any other error
    /// (a terminal that went away cannot be helped).
    static func all(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
