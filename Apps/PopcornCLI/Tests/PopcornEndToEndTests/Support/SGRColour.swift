/// A foreground or background colour as an SGR escape sets it: 24-bit (`38;2;r;g;b`) or an index of
/// xterm's 256 (`38;5;n`).
enum SGRColour: Equatable, Sendable, CustomStringConvertible {
    case rgb(red: Int, green: Int, blue: Int)
    case indexed(Int)

    /// Whether this is the 24-bit colour within `tolerance` of `red`, `green` and `blue` on each channel.
    func isNear(red: Int, green: Int, blue: Int, tolerance: Int) -> Bool {
        guard case .rgb(let r, let g, let b) = self else {
            return false
        }
        return abs(r - red) <= tolerance && abs(g - green) <= tolerance && abs(b - blue) <= tolerance
    }

    var description: String {
        switch self {
        case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
        case .indexed(let index): "index \(index)"
        }
    }
}
