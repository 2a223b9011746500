/// READMEs the detail's screen tests draw.
enum ReadmeSamples {
    /// Every block the pane lays out, with wide characters and escape sequences a stranger's
    /// README could carry: ESC[2J would clear the screen, OSC 52 would write the clipboard.
    static let everything = """
        # Spoon-Knife 🍴

        A *demo* repository for **forking**, with `code` and a [link](https://example.com/docs).

        - fork it
          - then clone it
            1. edit
            2. push
        - open a pull request

        ```sh
        git clone https://github.com/octocat/Spoon-Knife.git
        \tcd Spoon-Knife
        ```

        | 言語 | stars |
        | --- | ---: |
        | 日本語 | 12 |
        | emoji 👩‍💻 | 3 |

        > Quoted: 你好，世界！

        \u{1B}[2Jcleared? \u{1B}]52;c;ZXZpbA==\u{07}copied? \u{1B}[31mred?\u{1B}[0m

        The end.
        """
}
