#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal standard output draws on, in cells and, where the terminal says, in
/// pixels: what a picture is sized by.
struct TerminalWindowSize: Equatable, Sendable {
    let columns: Int
    let rows: Int
    /// The window's pixel size, `0` when the terminal does not report it (many do not).
    let pixelWidth: Int
    let pixelHeight: Int

    /// The window standard output is on, with `COLUMNS` and `LINES` overriding its cells as `ls`
    /// reads them; `nil` when standard output is not a terminal.
    static func current(environment: [String: String]) -> TerminalWindowSize? {
        var size = winsize()
        guard StandardStream.output.isTerminal, ioctl(1, UInt(TIOCGWINSZ), &size) == 0 else {
            return nil
        }
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? Int(size.ws_col)
        let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? Int(size.ws_row)
        return TerminalWindowSize(
            columns: columns > 0 ? columns : Terminal.defaultWidth, rows: rows > 0 ? rows : 24,
            pixelWidth: Int(size.ws_xpixel), pixelHeight: Int(size.ws_ypixel))
    }
}
