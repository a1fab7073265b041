/// Draws a picture in DEC sixel graphics (foot, WezTerm, mlterm, xterm -ti vt340, Windows Terminal): the
/// protocol for terminals without kitty's or iTerm2's, at the pixel size it is given.
public struct SixelImageEncoder: Sendable {
    /// An encoder; it has nothing to configure.
    public init() {}

    /// `image`, already scaled to the pixels it should cover, as one sixel sequence: `ESC P 0;1;0 q` (the
    /// `1` leaves undrawn pixels as the background), raster attributes, a palette of at most 256 colours
    /// (only those used, percentages 0–100), bands of six rows (`-` between them, `$` between the colours
    /// of a band, runs of four or more as `!<count>`), then `ESC \`. Transparent pixels are laid over black.
    public func encode(_ image: RasterImage) -> String {
        let palette = SixelPalette(quantising: image)
        var output: [UInt8] = []
        output.reserveCapacity(image.width * image.height / 2)
        output += Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (index, colour) in palette.colours.enumerated() {
            output += Array(
                "#\(index);2;\(percent(colour.red));\(percent(colour.green));\(percent(colour.blue))".utf8)
        }
        appendBands(of: image, indices: palette.indices, colourCount: palette.colours.count, to: &output)
        output += Array("\u{1B}\\".utf8)
        return String(decoding: output, as: UTF8.self)
    }

    /// The sixel data: for each band of six rows, each colour present in it as `#<index>` and one sixel
    /// character a column (63 plus a bit a row, bit 0 the band's top row), trailing empty columns dropped.
    private func appendBands(of image: RasterImage, indices: [UInt8], colourCount: Int, to output: inout [UInt8]) {
        let width = image.width
        var masks = [UInt8](repeating: 0, count: colourCount * width)
        var present = [Bool](repeating: false, count: colourCount)
        var order: [Int] = []
        for bandTop in stride(from: 0, to: image.height, by: 6) {
            for y in bandTop..<min(bandTop + 6, image.height) {
                let bit = UInt8(1) << UInt8(y - bandTop)
                let row = y * width
                for x in 0..<width {
                    let colour = Int(indices[row + x])
                    if !present[colour] {
                        present[colour] = true
                        order.append(colour)
                    }
                    masks[colour * width + x] |= bit
                }
            }
            for (position, colour) in order.enumerated() {
                if position > 0 {
                    output.append(UInt8(ascii: "$"))
                }
                output += Array("#\(colour)".utf8)
                let start = colour * width
                appendRuns(masks[start..<(start + width)], to: &output)
                for x in start..<(start + width) {
                    masks[x] = 0
                }
                present[colour] = false
            }
            order.removeAll(keepingCapacity: true)
            if bandTop + 6 < image.height {
                output.append(UInt8(ascii: "-"))
            }
        }
    }

    /// One colour's row of a band as sixel characters, runs of four or more the same as `!<count><char>`,
    /// trailing empty columns (`?`) left out since nothing is drawn there.
    private func appendRuns(_ masks: ArraySlice<UInt8>, to output: inout [UInt8]) {
        guard let last = masks.lastIndex(where: { $0 != 0 }) else {
            return
        }
        var index = masks.startIndex
        while index <= last {
            let mask = masks[index]
            var end = index + 1
            while end <= last && masks[end] == mask {
                end += 1
            }
            let count = end - index
            let character = 63 + mask
            if count >= 4 {
                output += Array("!\(count)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: count)
            }
            index = end
        }
    }

    /// A channel as the percentage sixel palettes use, rounded.
    private func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }
}
