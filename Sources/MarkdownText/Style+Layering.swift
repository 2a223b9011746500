import TerminalUI

extension Style {
    /// This style with `overlay` on top: the overlay's colours win where it sets one, and
    /// attributes add up — `**bold _and underlined_**` is both.
    func layered(with overlay: Style) -> Style {
        Style(
            foreground: overlay.foreground == .default ? foreground : overlay.foreground,
            background: overlay.background == .default ? background : overlay.background,
            attributes: attributes.union(overlay.attributes)
        )
    }
}
