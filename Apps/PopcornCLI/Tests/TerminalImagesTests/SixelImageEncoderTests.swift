import TerminalImages
import Testing

@Suite("SixelImageEncoder")
struct SixelImageEncoderTests {
    let red = RGBAColor(red: 255, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 255)

    @Test("the sequence opens with ESC P, declares its size, and closes with ESC \\")
    func framesTheSequence() {
        let output = SixelImageEncoder().encode(RasterImage.gradient(width: 30, height: 20))

        #expect(output.hasPrefix("\u{1B}P0;1;0q\"1;1;30;20#"))
        #expect(output.hasSuffix("\u{1B}\\"))
    }

    @Test(
        "the bands are six rows each, a - between them",
        arguments: [1, 5, 6, 7, 12, 13, 40])
    func countsBands(height: Int) {
        let output = SixelImageEncoder().encode(RasterImage.gradient(width: 9, height: height))

        #expect(output.filter { $0 == "-" }.count == (height + 5) / 6 - 1)
    }

    @Test("a two-colour picture reads back pixel for pixel, with only its two colours defined")
    func readsBack() throws {
        let image = RasterImage.mock(width: 3, height: 7) { x, y in (x + 2 * y) % 3 == 0 ? red : blue }

        let picture = try #require(SixelPicture.read(SixelImageEncoder().encode(image)))

        #expect(picture.width == 3)
        #expect(picture.height == 7)
        #expect(picture.palette.count == 2)
        for y in 0..<7 {
            for x in 0..<3 {
                #expect(picture.pixels[y * 3 + x] == image.colour(x: x, y: y), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("long runs of one column pattern are written !<count><char>")
    func runLengthEncodes() throws {
        let image = RasterImage.mock(width: 10, height: 6) { x, _ in x < 7 ? red : blue }

        let output = SixelImageEncoder().encode(image)
        let picture = try #require(SixelPicture.read(output))

        #expect(output.contains("!7~"))
        #expect(output.contains("~~~"))
        #expect(!output.contains("!3"))
        #expect(picture.pixels == (0..<60).map { $0 % 10 < 7 ? red : blue })
    }

    @Test("transparent pixels are laid over black")
    func compositesOverBlack() throws {
        let image = RasterImage(width: 2, height: 2, filledWith: RGBAColor(red: 255, green: 255, blue: 255, alpha: 0))!

        let picture = try #require(SixelPicture.read(SixelImageEncoder().encode(image)))

        #expect(picture.palette == [0: [0, 0, 0]])
        #expect(picture.pixels.allSatisfy { $0 == RGBAColor(red: 0, green: 0, blue: 0) })
    }

    @Test("a picture of thousands of colours is drawn with at most 256, every percentage within 0–100")
    func limitsThePalette() throws {
        let image = RasterImage.gradient(width: 200, height: 150)

        let picture = try #require(SixelPicture.read(SixelImageEncoder().encode(image)))

        #expect(picture.palette.count <= 256)
        #expect(picture.palette.count > 100)
        #expect(picture.palette.values.allSatisfy { $0.count == 3 && $0.allSatisfy { (0...100).contains($0) } })
        #expect(picture.pixels.allSatisfy { $0 != nil })
    }

    @Test("each pixel of a many-coloured picture is drawn in a colour near its own")
    func mapsToNearbyColours() throws {
        let image = RasterImage.gradient(width: 120, height: 90)

        let picture = try #require(SixelPicture.read(SixelImageEncoder().encode(image)))

        for y in stride(from: 0, to: 90, by: 7) {
            for x in stride(from: 0, to: 120, by: 5) {
                let drawn = try #require(picture.pixels[y * 120 + x])
                let actual = image.colour(x: x, y: y)
                #expect(abs(Int(drawn.red) - Int(actual.red)) <= 24, "pixel (\(x), \(y))")
                #expect(abs(Int(drawn.green) - Int(actual.green)) <= 24, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a poster-sized picture is encoded and reads back whole")
    func encodesAPoster() throws {
        let image = RasterImage.gradient(width: 270, height: 400)

        let picture = try #require(SixelPicture.read(SixelImageEncoder().encode(image)))

        #expect(picture.pixels.count == 270 * 400)
        #expect(picture.pixels.allSatisfy { $0 != nil })
    }
}
