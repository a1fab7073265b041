/// One terminal cell of the half-block fallback: the two pixels it shows, one above the other. Exists so
/// that a full-screen browser can hold a poster as cells and draw any row of them itself.
public struct HalfBlockCell: Equatable, Sendable {
    /// The upper pixel, drawn as the foreground of `▀`.
    public var top: RGBAColor
    /// The lower pixel, drawn as the background behind `▀`.
    public var bottom: RGBAColor

    /// A cell showing `top` over `bottom`.
    public init(top: RGBAColor, bottom: RGBAColor) {
        self.top = top
        self.bottom = bottom
    }
}
