/// A decoded picture: `width` × `height` pixels of 8-bit RGBA, rows top to bottom. What the decoder
/// hands on and every encoder reads, so that the protocols never see JPEG or PNG.
public struct RasterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, row after row.
    public let pixels: [UInt8]

    /// `nil` unless `pixels` holds exactly `width * height` RGBA pixels and both sides are positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
            pixels.count == width * height * 4
        else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A picture of one colour, for tests and placeholders.
    public init?(width: Int, height: Int, filledWith colour: RGBAColor) {
        guard width > 0, height > 0 else {
            return nil
        }
        let pixel = [colour.red, colour.green, colour.blue, colour.alpha]
        self.init(
            width: width, height: height,
            pixels: Array((0..<(width * height)).map { _ in pixel }.joined()))
    }

    /// The pixel at column `x`, row `y` (both from 0, from the top left).
    public func colour(x: Int, y: Int) -> RGBAColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside the image")
        let offset = (y * width + x) * 4
        return RGBAColor(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }
}
