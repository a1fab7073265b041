import TerminalImages
import TerminalImagesTestHelpers
import Testing

@Suite("ImageDecoder")
struct ImageDecoderTests {
    let decoder = ImageDecoder()
    let red = RGBAColor(red: 220, green: 30, blue: 40)
    let blue = RGBAColor(red: 20, green: 60, blue: 200)

    @Test("A PNG comes back with exactly the pixels it was made from, alpha included")
    func pngRoundTrip() throws {
        // 130 × 130 pixels: more than one stored deflate block, and every alpha from 0 to 255.
        let image = TestImages.gradient(width: 130, height: 130)

        #expect(try decoder.decode(TestImages.png(image)) == image)
    }

    @Test("A 16-bit PNG without gAMA comes back with its sRGB values, not brightened as linear light")
    func sixteenBitPNG() throws {
        let image = RasterImage.gradient(width: 16, height: 4)  // Opaque: 16-bit alpha is another matter.

        #expect(try ImageDecoder().decode(TestImages.png16(image)) == image)
    }

    @Test("A JPEG keeps the colour of each solid block within a small tolerance, fully opaque")
    func jpegRoundTrip() throws {
        let grey = RGBAColor(red: 128, green: 128, blue: 128)
        let image = TestImages.checkerboard(width: 64, height: 32, square: 16, red, grey)

        let decoded = try decoder.decode(TestImages.jpeg(image))

        #expect(decoded.width == 64 && decoded.height == 32)
        for (x, y) in [(8, 8), (24, 8), (40, 24), (56, 24)] {
            #expect(Self.isClose(decoded.colour(x: x, y: y), image.colour(x: x, y: y)), "pixel (\(x), \(y))")
        }
    }

    @Test("A CMYK JPEG comes back as the RGB it was made from")
    func cmykJPEG() throws {
        let image = TestImages.checkerboard(width: 32, height: 16, square: 16, red, blue)

        let decoded = try decoder.decode(TestImages.cmykJPEG(image))

        #expect(Self.isClose(decoded.colour(x: 8, y: 8), red))
        #expect(Self.isClose(decoded.colour(x: 24, y: 8), blue))
    }

    @Test("A truncated JPEG is corrupt, not drawn")
    func truncatedJPEG() {
        let jpeg = TestImages.jpeg(TestImages.gradient(width: 64, height: 64))

        #expect(Self.error(decoding: Array(jpeg.prefix(jpeg.count / 2))) == .corrupt("premature end of JPEG file"))
    }

    @Test("A truncated PNG is corrupt, not drawn")
    func truncatedPNG() {
        let png = TestImages.png(TestImages.gradient(width: 64, height: 64))

        #expect(Self.error(decoding: Array(png.prefix(png.count / 2))) == .corrupt("read beyond end of data"))
    }

    @Test("No bytes at all are empty")
    func empty() {
        #expect(Self.error(decoding: []) == .empty)
    }

    @Test("An HTML error page is not an image, and says it is HTML")
    func html() {
        #expect(Self.error(decoding: Array("<!DOCTYPE html><title>502</title>".utf8)) == .notAnImage("an HTML page"))
        #expect(Self.error(decoding: Array("\r\n  <html><body>Bad Gateway".utf8)) == .notAnImage("an HTML page"))
        #expect(Self.error(decoding: [0xEF, 0xBB, 0xBF] + Array("<html>".utf8)) == .notAnImage("an HTML page"))
    }

    @Test("A JSON error, a GIF and a WebP are named; other bytes are shown in hex")
    func otherBytes() {
        #expect(Self.error(decoding: Array(#"{"status_code":34}"#.utf8)) == .notAnImage("a JSON document"))
        #expect(Self.error(decoding: Array("GIF89a....".utf8)) == .notAnImage("a GIF image"))
        #expect(Self.error(decoding: Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .notAnImage("a WebP image"))
        #expect(Self.error(decoding: [0x00, 0x0A, 0xB1, 0xFF, 0x42]) == .notAnImage("bytes starting 00 0a b1 ff"))
    }

    @Test("More bytes than the decoder reads are refused before any library sees them")
    func tooManyBytes() {
        let jpeg = TestImages.jpeg(TestImages.gradient(width: 16, height: 16))

        #expect(
            Self.error(decoding: jpeg, with: ImageDecoder(maximumBytes: 100))
                == .tooManyBytes(jpeg.count, limit: 100))
    }

    @Test("A JPEG whose header claims 60000×60000 pixels is too large, and is not decoded")
    func hugeJPEGHeader() {
        let small = TestImages.jpeg(RasterImage(width: 8, height: 8, filledWith: red)!)
        let huge = TestImages.withDimensions(small, width: 60000, height: 60000)

        #expect(Self.error(decoding: huge) == .tooLarge(width: 60000, height: 60000, limit: 4096 * 4096))
    }

    @Test("A PNG whose header claims 60000×60000 pixels is too large, and is not decoded")
    func hugePNGHeader() {
        let huge = TestImages.png(
            RasterImage(width: 2, height: 2, filledWith: red)!, claimingWidth: 60000, height: 60000)

        #expect(Self.error(decoding: huge) == .tooLarge(width: 60000, height: 60000, limit: 4096 * 4096))
    }

    @Test("A sliver within the pixels allowed but longer than 8192 a side is too large, and is not decoded")
    func sliver() {
        let sliver = TestImages.png(
            RasterImage(width: 2, height: 2, filledWith: red)!, claimingWidth: 2, height: 8193)
        let tallest = TestImages.withDimensions(
            TestImages.jpeg(RasterImage(width: 8, height: 8, filledWith: red)!), width: 1, height: 8193)

        #expect(Self.error(decoding: sliver) == .tooLarge(width: 2, height: 8193, limit: 4096 * 4096))
        #expect(Self.error(decoding: tallest) == .tooLarge(width: 1, height: 8193, limit: 4096 * 4096))
    }

    @Test("An image of exactly the most pixels allowed decodes; one pixel row more does not")
    func pixelLimit() throws {
        let decoder = ImageDecoder(maximumPixels: 64)
        let exact = RasterImage(width: 8, height: 8, filledWith: blue)!
        let over = RasterImage(width: 8, height: 9, filledWith: blue)!

        #expect(try decoder.decode(TestImages.png(exact)) == exact)
        #expect(try decoder.decode(TestImages.jpeg(exact)).width == 8)
        #expect(Self.error(decoding: TestImages.png(over), with: decoder) == .tooLarge(width: 8, height: 9, limit: 64))
        #expect(Self.error(decoding: TestImages.jpeg(over), with: decoder) == .tooLarge(width: 8, height: 9, limit: 64))
    }

    @Test("A missing libturbojpeg is named with the package that holds it")
    func missingJPEGLibrary() {
        let decoder = ImageDecoder(jpegLibrary: "libpopcorn-missing.so.0")
        let jpeg = TestImages.jpeg(RasterImage(width: 4, height: 4, filledWith: red)!)

        guard case .libraryMissing(let line) = Self.error(decoding: jpeg, with: decoder) else {
            Issue.record("expected the library to be missing")
            return
        }
        #expect(line.hasPrefix("libturbojpeg could not be loaded (libpopcorn-missing.so.0"))
        #expect(line.hasSuffix("; install the Debian package libturbojpeg0"))
    }

    @Test("A missing libpng is named with the package that holds it, and PNGs alone are affected")
    func missingPNGLibrary() throws {
        let decoder = ImageDecoder(pngLibrary: "libpopcorn-missing.so.0")
        let image = RasterImage(width: 4, height: 4, filledWith: red)!

        guard case .libraryMissing(let line) = Self.error(decoding: TestImages.png(image), with: decoder) else {
            Issue.record("expected the library to be missing")
            return
        }
        #expect(line.hasPrefix("libpng could not be loaded (libpopcorn-missing.so.0"))
        #expect(line.hasSuffix("; install the Debian package libpng16-16"))
        #expect(try decoder.decode(TestImages.jpeg(image)).width == 4)
    }

    @Test("Many tasks decoding at once, the first loads included, each get their own picture")
    func concurrent() async throws {
        let images = (1...8).map { TestImages.gradient(width: 9 * $0, height: 5 * $0) }
        let decoder = ImageDecoder(jpegLibrary: "libturbojpeg.so.0", pngLibrary: "libpng16.so.16")

        let decoded = try await withThrowingTaskGroup(of: (Int, RasterImage, Int).self) { group in
            for (index, image) in images.enumerated() {
                let png = TestImages.png(image)
                let jpeg = TestImages.jpeg(image)
                group.addTask { (index, try decoder.decode(png), try decoder.decode(jpeg).width) }
            }
            return try await group.reduce(into: [Int: (RasterImage, Int)]()) { $0[$1.0] = ($1.1, $1.2) }
        }

        for (index, image) in images.enumerated() {
            #expect(decoded[index]?.0 == image)
            #expect(decoded[index]?.1 == image.width)
        }
    }

    /// The error decoding `bytes` throws, or `nil` if they decode.
    static func error(decoding bytes: [UInt8], with decoder: ImageDecoder = ImageDecoder()) -> ImageDecodingError? {
        do {
            _ = try decoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Whether each channel of `decoded` is within 8 of `expected`'s, as JPEG keeps a solid block.
    static func isClose(_ decoded: RGBAColor, _ expected: RGBAColor) -> Bool {
        abs(Int(decoded.red) - Int(expected.red)) <= 8 && abs(Int(decoded.green) - Int(expected.green)) <= 8
            && abs(Int(decoded.blue) - Int(expected.blue)) <= 8 && decoded.alpha == expected.alpha
    }
}
