/// Keys as ncurses read them, completed: a sequence the terminal's terminfo entry does not name
/// reaches us as Esc followed by its characters (xterm's End, `ESC [ 4 ~`, inside tmux with
/// `TERM=xterm-256color`; xterm's F1, `ESC O P`, on a Linux console TERM). This joins such runs
/// back into the key they stand for — the xterm, VT220, rxvt and Linux-console forms, modifiers
/// ignored, SGR mouse reports included — drops the ones it does not know whole, and reads Esc and a
/// character as Alt. A sequence cut between two reads (a slow link) waits for the rest;
/// `expire()` drops it when the rest never comes. Pure, so every sequence is table-tested.
public struct EscapeSequenceParser: Sendable {
    /// The start of a sequence left at the end of the last read.
    private var pending: [Key] = []

    public init() {}

    /// Whether a sequence is waiting for the rest of its characters.
    public var isWaiting: Bool { !pending.isEmpty }

    /// The keys `read` completes, with whatever was pending before it.
    public mutating func feed(_ read: [Key]) -> [Key] {
        let keys = pending + read
        pending = []
        var output: [Key] = []
        var index = 0
        while index < keys.count {
            guard keys[index] == .escape else {
                output.append(keys[index])
                index += 1
                continue
            }
            switch Self.sequence(in: keys, from: index) {
            case .incomplete:
                pending = Array(keys[index...])
                return output
            case .key(let key, let length):
                if let key { output.append(key) }
                index += length
            }
        }
        return output
    }

    /// The rest of a sequence never came: what was pending is dropped, never turned into keys.
    public mutating func expire() {
        pending = []
    }

    private enum Parsed {
        /// `key` (nil: a sequence known to mean nothing here, or not known at all) over `length` keys.
        case key(Key?, length: Int)
        case incomplete
    }

    /// The Esc at `start` and what follows it.
    private static func sequence(in keys: [Key], from start: Int) -> Parsed {
        guard start + 1 < keys.count else {
            // A lone Esc: ncurses already waited its escape delay for more.
            return .key(.escape, length: 1)
        }
        switch keys[start + 1] {
        case .character("["):
            return controlSequence(in: keys, from: start + 2)
        case .character("O"):
            guard start + 2 < keys.count else { return .incomplete }
            guard case .character(let final) = keys[start + 2] else { return .key(nil, length: 2) }
            return .key(EscapeSequenceTable.ss3(final), length: 3)
        case .character(let character):
            return .key(.alt(character), length: 2)
        case .enter, .tab, .backspace:
            // Alt with a key ncurses named: not bound anywhere, and never the key alone.
            return .key(nil, length: 2)
        default:
            // Esc, then a key ncurses decoded itself (an arrow): two keys.
            return .key(.escape, length: 1)
        }
    }

    /// `ESC [` parameters, intermediates, final byte; from `start`, after the `[`.
    private static func controlSequence(in keys: [Key], from start: Int) -> Parsed {
        var body = ""
        var index = start
        while index < keys.count {
            guard case .character(let character) = keys[index], let value = character.asciiValue else {
                // Something that is not part of a sequence cut it short: drop what came before it.
                return .key(nil, length: index - start + 2)
            }
            index += 1
            // The Linux console's F1–F5: `ESC [ [ A` … `ESC [ [ E`.
            if body.isEmpty, character == "[" {
                guard index < keys.count else { return .incomplete }
                guard case .character(let letter) = keys[index] else { return .key(nil, length: index - start + 2) }
                return .key(EscapeSequenceTable.linuxFunction(letter), length: index - start + 3)
            }
            // rxvt ends Shift-keypad sequences with `$`, an intermediate byte by the standard.
            let rxvtShift = character == "$" && !body.isEmpty && body.allSatisfy(\.isNumber)
            if (0x40...0x7E).contains(value) || rxvtShift {
                // X10 mouse reports carry three raw bytes after `ESC [ M`.
                if body.isEmpty, character == "M" {
                    guard index + 3 <= keys.count else { return .incomplete }
                    return .key(nil, length: index - start + 2 + 3)
                }
                return .key(EscapeSequenceTable.csi(parameters: body, final: character), length: index - start + 2)
            }
            guard (0x20...0x3F).contains(value) else { return .key(nil, length: index - start + 2) }
            body.append(character)
        }
        return .incomplete
    }
}
