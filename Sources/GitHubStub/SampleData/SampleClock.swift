import Foundation

/// The fixed "now" of the sample data: 2026-11-01T00:00:00Z.
public enum SampleClock {
    public static let reference = Date(timeIntervalSince1970: 1_793_491_200)

    /// `days` (and `hours`) before the reference date.
    public static func daysAgo(_ days: Int, hours: Int = 0) -> Date {
        reference.addingTimeInterval(-TimeInterval(days * 86_400 + hours * 3_600))
    }
}
