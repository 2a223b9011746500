import TerminalUI

/// The colours the app draws with, by role: `dark` is the palette as written (tuned to read on
/// dark and light backgrounds alike), `light` deepens what fades on a light one, and the config
/// file's `[theme]` changes any role. Applied to a finished frame, colour for colour, before the
/// backend's own fallbacks (the nearest of 8 colours, or none) — so those stay as they were.
public struct Theme: Equatable, Sendable {
    /// What a colour is for. Each role has its own colour in the palette, so a frame's colours
    /// tell the roles apart.
    public enum Role: String, CaseIterable, Sendable {
        /// Repository names.
        case name
        case language
        case stars
        /// Dates in the list.
        case date
        /// Labels, quiet rows (forks, archived), tags, missing values, column titles.
        case muted
        case border
        /// Rows marked for `c`.
        case marked
        /// ✓ on cloned rows, the owner's commits.
        case cloned
        /// Everyone's commits in the detail.
        case activity
        case error
        /// Characters the filter matched; warnings in READMEs.
        case match
        /// README headings and list markers.
        case heading
        /// README code.
        case code
        /// README links and notes.
        case link
        /// README images.
        case image

        /// The colour the palette draws the role with.
        var paletteColor: TerminalColor {
            switch self {
            case .name: .indexed(33)
            case .language: .indexed(136)
            case .stars: .indexed(178)
            case .date: .indexed(246)
            case .muted: .indexed(244)
            case .border: .indexed(240)
            case .marked: .indexed(208)
            case .cloned: .indexed(70)
            case .activity: .indexed(32)
            case .error: .red
            case .match: .yellow
            case .heading: .cyan
            case .code: .green
            case .link: .blue
            case .image: .magenta
            }
        }
    }

    /// The colour each role is drawn with; a role not here keeps its palette colour.
    private(set) var colors: [Role: TerminalColor] = [:]

    init(_ colors: [Role: TerminalColor] = [:]) {
        for (role, color) in colors { self.colors[role] = color == role.paletteColor ? nil : color }
    }

    public static let dark = Theme()

    /// Deeper colours where the palette's would fade on a light background.
    public static let light = Theme([
        .name: .indexed(25), .language: .indexed(94), .stars: .indexed(130), .date: .indexed(242), .muted: .indexed(242),
        .border: .indexed(250), .marked: .indexed(166), .cloned: .indexed(28), .activity: .indexed(25),
        .match: .indexed(130), .heading: .indexed(24), .code: .indexed(28),
    ])

    public func color(of role: Role) -> TerminalColor { colors[role] ?? role.paletteColor }

    /// Sets one role's colour.
    public mutating func set(_ role: Role, to color: TerminalColor) {
        colors[role] = color == role.paletteColor ? nil : color
    }

    /// `buffer` with every role's palette colour replaced by the theme's.
    func recolor(_ buffer: inout ScreenBuffer) {
        guard !colors.isEmpty else { return }
        var substitutes: [TerminalColor: TerminalColor] = [:]
        for (role, color) in colors { substitutes[role.paletteColor] = color }
        buffer.recolor { substitutes[$0] ?? $0 }
    }
}
