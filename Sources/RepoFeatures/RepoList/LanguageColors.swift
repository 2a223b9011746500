/// GitHub's language colours (github-linguist's `languages.yml`) as the nearest of the 256
/// xterm colours, for the languages most repositories are written in. Others get a stable
/// colour from their name, the same on every run and every machine.
enum LanguageColors {
    static func xterm256(for language: String) -> UInt8 {
        known[language] ?? fallback(for: language)
    }

    static let known: [String: UInt8] = [
        "Swift": 203, // #f05138
        "Go": 38, // #00add8
        "Ruby": 52, // #701516
        "Python": 61, // #3572a5
        "JavaScript": 221, // #f1e05a
        "TypeScript": 68, // #3178c6
        "Java": 130, // #b07219
        "C": 240, // #555555
        "C++": 204, // #f34b7d
        "C#": 28, // #178600
        "Objective-C": 69, // #438eff
        "Objective-C++": 63, // #6866fb
        "PHP": 60, // #4f5d95
        "Rust": 180, // #dea584
        "Kotlin": 141, // #a97bff
        "Shell": 113, // #89e051
        "HTML": 166, // #e34c26
        "CSS": 54, // #563d7c
        "SCSS": 168, // #c6538c
        "Vue": 72, // #41b883
        "Svelte": 202, // #ff3e00
        "Dart": 37, // #00b4ab
        "Scala": 125, // #c22d40
        "Haskell": 60, // #5e5086
        "Elixir": 96, // #6e4a7e
        "Erlang": 132, // #b83998
        "Clojure": 167, // #db5855
        "Lua": 18, // #000080
        "Perl": 31, // #0298c3
        "R": 32, // #198ce7
        "Julia": 133, // #a270ba
        "Jupyter Notebook": 166, // #da5b0b
        "Dockerfile": 239, // #384d54
        "Makefile": 64, // #427819
        "TeX": 58, // #3d6117
        "Vim Script": 35, // #199f4b
        "Emacs Lisp": 134, // #c065db
        "Zig": 209, // #ec915c
        "Nix": 105, // #7e7eff
        "PowerShell": 17, // #012456
        "Groovy": 67, // #4298b8
        "OCaml": 208, // #ef7a08
        "CoffeeScript": 24, // #244776
        "Elm": 74, // #60b5cc
        "HCL": 97, // #844fba
        "Assembly": 58, // #6e4c13
    ]

    /// Mid-tone colours that read on dark and light backgrounds alike.
    static let fallbacks: [UInt8] = [73, 109, 139, 173, 143, 110, 176, 150, 181, 116, 179, 146]

    /// FNV-1a of the name's UTF-8 (Swift's `hashValue` changes from run to run).
    static func fallback(for language: String) -> UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in language.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return fallbacks[Int(hash % UInt32(fallbacks.count))]
    }
}
