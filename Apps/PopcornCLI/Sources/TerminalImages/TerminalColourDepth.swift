/// How many colours the terminal can show: what decides whether the half-block fallback sends exact
/// 24-bit colours or the nearest of xterm's 256.
public enum TerminalColourDepth: Sendable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`): `38;2;r;g;b`.
    case trueColour
    /// xterm's 256-colour palette: `38;5;n`, the nearest entry of its colour cube or grey ramp.
    case palette256
}
