import TerminalImages

extension RasterImage {
    /// A picture whose pixel at (x, y) is `colour(x, y)`, for tests that need to know every pixel.
    static func mock(width: Int, height: Int, colour: (Int, Int) -> RGBAColor) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let pixel = colour(x, y)
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    /// A picture of distinct colours: red rising across, green rising down, blue fixed.
    static func gradient(width: Int, height: Int) -> RasterImage {
        mock(width: width, height: height) { x, y in
            RGBAColor(red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)), blue: 60)
        }
    }
}
