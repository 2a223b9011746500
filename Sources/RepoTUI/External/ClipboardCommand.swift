/// The desktop's clipboard tool, used beside OSC 52 when one is installed and its display is
/// there: `wl-copy` under Wayland, `xclip` (else `xsel`) under X11, `pbcopy` on macOS. Each reads
/// the text on standard input.
enum ClipboardCommand {
    static func arguments(environment: [String: String], platform: HostPlatform,
                          lookup: ExecutableLookup) -> [String]? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        var candidates: [[String]] = []
        switch platform {
        case .macOS:
            candidates.append(["pbcopy"])
        case .linux:
            if isSet("WAYLAND_DISPLAY") { candidates.append(["wl-copy"]) }
            if isSet("DISPLAY") {
                candidates.append(["xclip", "-selection", "clipboard"])
                candidates.append(["xsel", "--clipboard", "--input"])
            }
        }
        for candidate in candidates {
            if let executable = lookup.find(candidate[0]) { return [executable] + candidate.dropFirst() }
        }
        return nil
    }
}
