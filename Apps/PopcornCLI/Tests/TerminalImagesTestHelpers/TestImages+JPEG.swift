import TerminalImages

extension TestImages {
    /// `image` as a JPEG of `quality`, made by libturbojpeg (its alpha dropped, as JPEG has none);
    /// stops the test with a clear message if the library is missing.
    public static func jpeg(_ image: RasterImage, quality: Int = 95) -> [UInt8] {
        TurboJPEGCompressor.shared.jpeg(
            image.pixels, width: image.width, height: image.height, format: .rgba, quality: quality)
    }

    /// `image` as a CMYK JPEG (YCCK inside, as Photoshop writes them for print), inks stored
    /// inverted as Adobe stores them, with no black: decoded back to RGB, the colours are the same.
    public static func cmykJPEG(_ image: RasterImage, quality: Int = 95) -> [UInt8] {
        var inks: [UInt8] = []
        inks.reserveCapacity(image.pixels.count)
        for offset in stride(from: 0, to: image.pixels.count, by: 4) {
            // Inverted inks: 255 is none, so cyan's byte is red's; black 255 is no black.
            inks += [image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2], 255]
        }
        return TurboJPEGCompressor.shared.jpeg(
            inks, width: image.width, height: image.height, format: .cmyk, quality: quality)
    }

    /// `jpeg` with its frame header (SOF0, SOF1 or SOF2) claiming `width` × `height`, the pixel
    /// data untouched: a huge image in a few hundred bytes, to show one is refused before decoding.
    public static func withDimensions(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        precondition((1...0xFFFF).contains(width) && (1...0xFFFF).contains(height), "JPEG sides are 16 bits")
        var bytes = jpeg
        var offset = 2  // After the start-of-image marker.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xC2).contains(marker) {
                // Marker (2), length (2), precision (1), then height and width, 16 bits each.
                bytes.replaceSubrange((offset + 5)..<(offset + 9), with: twoBytes(height) + twoBytes(width))
                return bytes
            }
            precondition(marker != 0xDA, "the JPEG has no SOF0, SOF1 or SOF2 frame header before its scan")
            offset += 2 + length
        }
        preconditionFailure("no frame header found in \(jpeg.count) bytes of JPEG")
    }

    /// A 16-bit number, most significant byte first, as JPEG writes them.
    private static func twoBytes(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}
