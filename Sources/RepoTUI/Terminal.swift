#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Terminal {
    static func isTerminal(fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }
}
