import Testing
@testable import MarkdownText

@Suite struct ReadmeTests {
    static let readme = """
    <p align="center"><img src="docs/logo.png" alt="repotui"></p>

    # repotui

    [![CI](https://ci.example/badge.svg)](https://ci.example/runs) ![License: MIT](https://img/mit.svg)

    Browse a GitHub user's repositories **from the terminal**: stars, languages,
    READMEs — without leaving your shell.

    ## Contents

    - [Install](#install)
    - [Usage](#usage)

    ## Install

    1. Install the dependencies:
       ```sh
       sudo apt-get install libncurses-dev libcmark-gfm-dev
       ```
    2. Build it with `swift build -c release`.

    ## Usage

    ```
    repotui octocat	# browse a user
    ```

    | Key | Action |
    |:---:|--------|
    | `↑` `↓` | move the selection |
    | `Enter` | open the repository |
    | `q` | quit |

    > **Note**
    > Unauthenticated requests are limited to 60 an hour; see
    > <https://docs.github.com/rest>.

    ### Roadmap

    - [x] list repositories
    - [ ] render READMEs
      - tables
      - ~~HTML~~

    ---

    MIT © 2024 The repotui authors. Built with [cmark-gfm](https://github.com/github/cmark-gfm).
    """

    @Test func aRealisticReadmeRendersAsAPersonWouldReadIt() {
        let lines = renderChecked(Self.readme, width: 48)
        #expect(lines.map(\.text) == [
            "[image: repotui]",
            "",
            "repotui",
            "═══════",
            "",
            "[image: CI] (https://ci.example/runs) [image:",
            "License: MIT]",
            "",
            "Browse a GitHub user's repositories from the",
            "terminal: stars, languages, READMEs — without",
            "leaving your shell.",
            "",
            "Contents",
            "────────",
            "",
            "• Install",
            "• Usage",
            "",
            "Install",
            "───────",
            "",
            "1. Install the dependencies:",
            "   sudo apt-get install libncurses-dev libcmark-",
            "   ↪gfm-dev",
            "2. Build it with swift build -c release.",
            "",
            "Usage",
            "─────",
            "",
            "repotui octocat # browse a user",
            "",
            " Key  │ Action",
            "──────┼────────────────────",
            " ↑ ↓  │ move the selection",
            "Enter │ open the repository",
            "  q   │ quit",
            "",
            "│ Note Unauthenticated requests are limited to",
            "│ 60 an hour; see https://docs.github.com/rest.",
            "",
            "Roadmap",
            "",
            "[x] list repositories",
            "[ ] render READMEs",
            "    ◦ tables",
            "    ◦ ~~HTML~~",
            "",
            "────────────────────────────────────────────────",
            "",
            "MIT © 2024 The repotui authors. Built with",
            "cmark-gfm (https://github.com/github/cmark-gfm).",
        ])
        // Spot checks of meaning carried by style alone.
        #expect(style(of: "from the", in: lines[8]) == theme.strong)
        #expect(style(of: "swift build -c release", in: lines[24]) == theme.inlineCode)
        #expect(style(of: "sudo apt-get", in: lines[22]) == theme.codeBlock)
    }
}
