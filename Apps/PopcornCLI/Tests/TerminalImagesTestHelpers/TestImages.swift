import TerminalImages

/// JPEGs and PNGs made from pixels a test chooses, so decoding and drawing are tested on files whose
/// every pixel is known, with no binary fixtures to keep.
public enum TestImages {
    /// `image` as an uncompressed PNG written here by hand (8-bit RGBA, deflate's stored blocks), so
    /// a PNG test depends on libpng only for the reading.
    public static func png(_ image: RasterImage) -> [UInt8] {
        png(image, bitDepth: 8)
    }

    /// `image` as a PNG of 16 bits a channel (each value `v` written as `v × 257`), without a gAMA
    /// or sRGB chunk, as many tools write them.
    public static func png16(_ image: RasterImage) -> [UInt8] {
        png(image, bitDepth: 16)
    }

    /// `image` as an RGBA PNG of 8 or 16 bits a channel.
    private static func png(_ image: RasterImage, bitDepth: UInt8) -> [UInt8] {
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        // Colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [bitDepth, 6, 0, 0, 0]
        let rowBytes = image.width * 4
        var rows: [UInt8] = []
        rows.reserveCapacity((rowBytes * Int(bitDepth) / 8 + 1) * image.height)
        for row in 0..<image.height {
            rows.append(0)  // Filter type 0: the row's bytes as they are.
            let values = image.pixels[(row * rowBytes)..<((row + 1) * rowBytes)]
            rows += bitDepth == 16 ? values.flatMap { [$0, $0] } : Array(values)
        }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
    }

    /// `image` as a PNG whose IHDR claims `width` × `height` (its checksum made right), so a test
    /// can show a huge header is refused without a huge file.
    public static func png(_ image: RasterImage, claimingWidth width: Int, height: Int) -> [UInt8] {
        var bytes = png(image)
        // Signature (8), length (4), "IHDR" (4), then width and height.
        bytes.replaceSubrange(16..<20, with: bigEndian(UInt32(width)))
        bytes.replaceSubrange(20..<24, with: bigEndian(UInt32(height)))
        bytes.replaceSubrange(29..<33, with: bigEndian(PNGChecksums.crc32(bytes[12..<29])))
        return bytes
    }

    /// A board of `square`-pixel squares alternating `first` and `second`, starting with `first` at
    /// the top left: sharp edges and exact colours to compare after a round trip.
    public static func checkerboard(
        width: Int, height: Int, square: Int, _ first: RGBAColor, _ second: RGBAColor
    ) -> RasterImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let colour = (x / square + y / square).isMultiple(of: 2) ? first : second
                pixels += [colour.red, colour.green, colour.blue, colour.alpha]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    /// Every pixel different: red rises left to right, green top to bottom, blue and alpha with both,
    /// so a pixel out of place or a channel swapped shows.
    public static func gradient(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(truncatingIfNeeded: x), UInt8(truncatingIfNeeded: y)]
                pixels += [UInt8(truncatingIfNeeded: x &+ y), UInt8(truncatingIfNeeded: 255 &- (x &* 3 &+ y))]
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)!
    }

    /// One PNG chunk: length, type, data, and the CRC of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(PNGChecksums.crc32(typed))
    }

    /// `data` as a zlib stream of stored (uncompressed) deflate blocks, each at most 65535 bytes.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78 (deflate, 32K window), FLG 0x01: no dictionary, and 0x7801 is a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00: stored.
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(PNGChecksums.adler32(data))
    }

    /// `value` as four bytes, most significant first, as PNG writes numbers.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
