import TerminalImages

/// A sixel sequence read back: what a terminal would paint, to check an encoder against.
struct SixelPicture {
    /// The size the raster attributes (`"1;1;<width>;<height>`) declare.
    var width = 0
    var height = 0
    /// Every palette definition, `#<index>;2;<r>;<g>;<b>`, as percentages.
    var palette: [Int: [Int]] = [:]
    /// The colour painted at each pixel, row after row; `nil` where nothing was painted.
    var pixels: [RGBAColor?] = []

    /// Paints `sequence` (`ESC P 0;1;0 q … ESC \`), or `nil` if it is not a sequence this reader follows.
    static func read(_ sequence: String) -> SixelPicture? {
        let introducer = "\u{1B}P0;1;0q"
        guard sequence.hasPrefix(introducer), sequence.hasSuffix("\u{1B}\\") else {
            return nil
        }
        var reader = SixelReader(
            bytes: Array(sequence.utf8.dropFirst(introducer.utf8.count).dropLast(2)))
        return reader.read()
    }
}
