/// The version `--version` prints and the User-Agent carries.
public enum AppVersion {
    public static let current = "0.1.0"
    public static var userAgent: String { "repotui/\(current)" }
}
