import TerminalImages

/// The pictures the poster tests serve, made here pixel by pixel so that what a terminal is sent can
/// be compared with what was drawn.
///
/// The flat pictures are six regions of one colour each whose edges fall on JPEG's 8-pixel blocks, so
/// a JPEG of them decodes to within a step or two of every colour; the colours are points of xterm's
/// colour cube, so their nearest 256-colour index is known exactly.
enum PosterPictures {
    /// The regions' colours, left then right, top band to bottom band, and their xterm-256 indices
    /// (16 + 36 × red step + 6 × green step + blue step on the cube's levels 0, 95, 135, 175, 215, 255).
    static let regions: [(colour: RGBAColor, xtermIndex: Int)] = [
        (RGBAColor(red: 215, green: 0, blue: 0), 160),
        (RGBAColor(red: 0, green: 175, blue: 95), 35),
        (RGBAColor(red: 0, green: 95, blue: 215), 26),
        (RGBAColor(red: 255, green: 215, blue: 0), 220),
        (RGBAColor(red: 135, green: 0, blue: 175), 91),
        (RGBAColor(red: 95, green: 255, blue: 135), 84),
    ]

    /// 13 × 20 flat regions: in half blocks on a 100 × 30 terminal exactly 13 columns by 10 rows.
    static let flat = flatRegions(width: 13, height: 20)

    /// 92 × 138 flat regions (TMDb's w92 poster shape): more raw pixels than one kitty chunk holds.
    static let largeFlat = flatRegions(width: 92, height: 138)

    /// 13 × 20 pixels, every one a different opaque colour: a pixel out of place, a row swapped or the
    /// top and bottom halves of a cell exchanged shows.
    static let distinct = distinctPixels(width: 13, height: 20)

    /// 40 × 60 different opaque pixels: a PNG larger than one kitty chunk.
    static let largeDistinct = distinctPixels(width: 40, height: 60)

    /// 92 × 138 pixels of noise: a JPEG whose scan is most of the file, so half of it ends mid-scan.
    static let noise: RasterImage = {
        var state: UInt32 = 0x2545_F491
        var pixels: [UInt8] = []
        for _ in 0..<(92 * 138) {
            state = state &* 1_664_525 &+ 1_013_904_223
            pixels += [UInt8(state >> 24), UInt8(state >> 16 & 0xFF), UInt8(state >> 8 & 0xFF), 255]
        }
        return RasterImage(width: 92, height: 138, pixels: pixels)!
    }()

    /// The region a pixel of a `width` × `height` flat picture is in (0...5).
    static func region(x: Int, y: Int, width: Int, height: Int) -> Int {
        let column = x < blockAligned(width / 2) ? 0 : 1
        let band = y < blockAligned(height / 3) ? 0 : y < blockAligned(2 * height / 3) ? 1 : 2
        return band * 2 + column
    }

    private static func flatRegions(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let colour = regions[region(x: x, y: y, width: width, height: height)].colour
                pixels += [colour.red, colour.green, colour.blue, colour.alpha]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    private static func distinctPixels(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 6 % 256), UInt8(y * 4 % 256), UInt8((x * 7 + y * 11) % 256), 255]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    /// `value` rounded up to a multiple of 8, JPEG's block size.
    private static func blockAligned(_ value: Int) -> Int {
        (value + 7) / 8 * 8
    }
}
