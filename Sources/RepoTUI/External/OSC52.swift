import Foundation

/// The terminal's clipboard escape: `ESC ] 52 ; c ; <base64> BEL` asks the terminal to put the
/// text on the system clipboard. It travels with the rest of the output, so it works over SSH;
/// inside tmux it sets a tmux buffer (and the outer terminal's clipboard) when tmux's
/// `set-clipboard` option is `on`.
///
/// It is not wrapped in tmux's DCS passthrough (`ESC P tmux; …`): that needs `allow-passthrough`,
/// off by default since tmux 3.3, bypasses tmux's own buffers, and with `set-clipboard on` would
/// reach the outer terminal twice.
enum OSC52 {
    static func sequence(copying text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
    }
}
