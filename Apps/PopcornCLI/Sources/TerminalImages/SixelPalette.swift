/// The colours one picture is drawn with in sixel, which is paletted, and each pixel's entry: at most 256
/// colours, every one the mean of the pixels it stands for.
///
/// Pixels are laid over black and sorted into bins of equal size; the bins start at 5 bits a channel and
/// are coarsened a bit at a time (blue first, which the eye resolves least, green last) until no more than
/// 256 hold pixels, and each occupied bin becomes an entry. A poster of few colours keeps them exactly; a
/// poster of many loses at most the width of a bin, over the whole picture alike. (Keeping only the 256
/// most popular fine bins, as a popularity quantiser does, drops whole regions of a smooth gradient to a
/// far-off colour.)
struct SixelPalette {
    /// The most colours a palette holds, the number every sixel terminal supports.
    static let maximumColours = 256
    /// Bits kept of red, green and blue, finest first; the last always fits in 256 colours.
    private static let precisions: [(red: Int, green: Int, blue: Int)] = [
        (5, 5, 5), (5, 5, 4), (4, 5, 4), (4, 4, 4), (4, 4, 3), (3, 4, 3), (3, 3, 3), (3, 3, 2),
    ]
    /// Fine bins: 5 bits a channel.
    private static let fineBinCount = 1 << 15

    /// The palette, opaque colours, at most ``maximumColours``; every entry is used by some pixel.
    let colours: [RGBAColor]
    /// One entry index per pixel, row after row.
    let indices: [UInt8]

    /// The palette for `image`, transparent pixels laid over black.
    init(quantising image: RasterImage) {
        let pixelCount = image.width * image.height
        var fineBinOfPixel = [Int](repeating: 0, count: pixelCount)
        var counts = [Int](repeating: 0, count: Self.fineBinCount)
        var sums = [Int](repeating: 0, count: Self.fineBinCount * 3)
        image.pixels.withUnsafeBufferPointer { source in
            for pixel in 0..<pixelCount {
                let offset = pixel * 4
                let alpha = Int(source[offset + 3])
                let red = (Int(source[offset]) * alpha + 127) / 255
                let green = (Int(source[offset + 1]) * alpha + 127) / 255
                let blue = (Int(source[offset + 2]) * alpha + 127) / 255
                let bin = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                fineBinOfPixel[pixel] = bin
                counts[bin] += 1
                sums[bin * 3] += red
                sums[bin * 3 + 1] += green
                sums[bin * 3 + 2] += blue
            }
        }
        let occupied = counts.indices.filter { counts[$0] > 0 }
        let coarseBinOfFine = Self.coarsestNeeded(for: occupied)

        var entryOfCoarse = [Int](repeating: -1, count: Self.fineBinCount)
        var entryOfFine = [Int](repeating: 0, count: Self.fineBinCount)
        var entryCounts: [Int] = []
        var entrySums: [Int] = []
        for fine in occupied {
            let coarse = coarseBinOfFine(fine)
            if entryOfCoarse[coarse] < 0 {
                entryOfCoarse[coarse] = entryCounts.count
                entryCounts.append(0)
                entrySums += [0, 0, 0]
            }
            let entry = entryOfCoarse[coarse]
            entryOfFine[fine] = entry
            entryCounts[entry] += counts[fine]
            for channel in 0..<3 {
                entrySums[entry * 3 + channel] += sums[fine * 3 + channel]
            }
        }
        colours = entryCounts.indices.map { entry in
            let count = entryCounts[entry]
            func mean(_ channel: Int) -> UInt8 {
                UInt8((entrySums[entry * 3 + channel] + count / 2) / count)
            }
            return RGBAColor(red: mean(0), green: mean(1), blue: mean(2))
        }
        indices = fineBinOfPixel.map { UInt8(entryOfFine[$0]) }
    }

    /// The finest coarsening of the `occupied` fine bins that leaves at most ``maximumColours`` bins, as a
    /// function from a fine bin to its coarse one.
    private static func coarsestNeeded(for occupied: [Int]) -> (Int) -> Int {
        var seen = [Bool](repeating: false, count: fineBinCount)
        for precision in precisions {
            let coarsen = coarsening(to: precision)
            var distinct = 0
            for fine in occupied where !seen[coarsen(fine)] {
                seen[coarsen(fine)] = true
                distinct += 1
            }
            if distinct <= maximumColours {
                return coarsen
            }
            seen = [Bool](repeating: false, count: fineBinCount)
        }
        return coarsening(to: precisions[precisions.count - 1])
    }

    /// Maps a fine bin (5 bits a channel) to its bin when `precision` bits of each channel are kept.
    private static func coarsening(to precision: (red: Int, green: Int, blue: Int)) -> (Int) -> Int {
        { fine in
            let red = (fine >> 10) >> (5 - precision.red)
            let green = (fine >> 5 & 31) >> (5 - precision.green)
            let blue = (fine & 31) >> (5 - precision.blue)
            return red << (precision.green + precision.blue) | green << precision.blue | blue
        }
    }
}
