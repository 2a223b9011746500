/// The argument vector that opens a web page — never a shell command line, because the URL
/// comes from strangers' data.
///
/// `$BROWSER` is honoured as the convention (and Python's `webbrowser`) has it: a colon-separated
/// list of commands, the first one installed is used; a command may carry arguments and `%s`,
/// replaced by the URL (`%%` is a literal `%`); without `%s` the URL is added as the last argument.
/// Without a usable `$BROWSER`, `xdg-open` (Linux) or `open` (macOS).
enum BrowserCommand {
    static func arguments(opening url: String, environment: [String: String], platform: HostPlatform,
                          lookup: ExecutableLookup) -> [String]? {
        for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
            guard let words = CommandWords.split(String(entry)), let program = words.first,
                  let executable = lookup.find(program) else { continue }
            let template = Array(words.dropFirst())
            let arguments = template.contains { $0.contains("%s") }
                ? template.map { substitute(url, into: $0) }
                : template + [url]
            return [executable] + arguments
        }
        let fallback = platform == .macOS ? "open" : "xdg-open"
        return lookup.find(fallback).map { [$0, url] }
    }

    /// `%s` → `url`, `%%` → `%`; anything else is kept as it is.
    static func substitute(_ url: String, into word: String) -> String {
        var result = ""
        var characters = Array(word).makeIterator()
        while let character = characters.next() {
            guard character == "%" else { result.append(character); continue }
            switch characters.next() {
            case "s": result += url
            case "%": result += "%"
            case let other?: result += "%" + String(other)
            case nil: result += "%"
            }
        }
        return result
    }
}
