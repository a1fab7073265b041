#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size of the terminal standard output draws on, in cells and, where the terminal says, in
/// pixels: what text is wrapped to and a picture is sized by.
struct TerminalWindowSize: Equatable, Sendable {
    let columns: Int
    let rows: Int
    /// The window's pixel size, `0` when the terminal does not report it (many do not).
    let pixelWidth: Int
    let pixelHeight: Int

    /// What the terminal on standard output reports of itself; `nil` when standard output is not a
    /// terminal or it reports nothing.
    static func measured() -> TerminalWindowSize? {
        var size = winsize()
        guard StandardStream.output.isTerminal, ioctl(1, UInt(TIOCGWINSZ), &size) == 0 else {
            return nil
        }
        return TerminalWindowSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }

    /// The most cells a side taken from `COLUMNS` or `LINES`: more than any screen, less than
    /// would make a picture's pixels overflow.
    static let largestSide = 1000

    /// The window standard output is on, with `COLUMNS` and `LINES` overriding its cells as `ls`
    /// reads them (at most ``largestSide``; the pixel size follows, so a cell keeps its size); `nil`
    /// when standard output is not a terminal.
    static func current(environment: [String: String]) -> TerminalWindowSize? {
        guard let size = measured() else {
            return nil
        }
        func cells(_ key: String, measured: Int, fallback: Int) -> Int {
            let chosen = environment[key].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? measured
            return chosen > 0 ? min(chosen, largestSide) : fallback
        }
        let columns = cells("COLUMNS", measured: size.columns, fallback: Terminal.defaultWidth)
        let rows = cells("LINES", measured: size.rows, fallback: 24)
        func pixels(_ total: Int, _ measured: Int, _ chosen: Int) -> Int {
            measured > 0 ? total / measured * chosen : 0
        }
        return TerminalWindowSize(
            columns: columns, rows: rows, pixelWidth: pixels(size.pixelWidth, size.columns, columns),
            pixelHeight: pixels(size.pixelHeight, size.rows, rows))
    }
}
