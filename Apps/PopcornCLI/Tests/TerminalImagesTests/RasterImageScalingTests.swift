import TerminalImages
import Testing

@Suite("RasterImage+Scaling")
struct RasterImageScalingTests {
    @Test(
        "the result has exactly the size asked for, shrinking or stretching",
        arguments: [(40, 60), (1, 1), (7, 3), (500, 750), (613, 901)])
    func hasTheSizeAskedFor(width: Int, height: Int) {
        let scaled = RasterImage.gradient(width: 500, height: 750).scaled(width: width, height: height)

        #expect(scaled.width == width)
        #expect(scaled.height == height)
        #expect(scaled.pixels.count == width * height * 4)
    }

    @Test("a solid picture stays solid, shrunk or stretched")
    func solidStaysSolid() {
        let colour = RGBAColor(red: 12, green: 200, blue: 77)
        let image = RasterImage(width: 9, height: 13, filledWith: colour)!

        #expect(image.scaled(width: 4, height: 5) == RasterImage(width: 4, height: 5, filledWith: colour))
        #expect(image.scaled(width: 20, height: 31) == RasterImage(width: 20, height: 31, filledWith: colour))
    }

    @Test("a 2×2 checker shrunk to 1×1 is the mean of its colours")
    func checkerAveragesToTheMean() {
        let first = RGBAColor(red: 200, green: 40, blue: 0)
        let second = RGBAColor(red: 0, green: 80, blue: 100)
        let checker = RasterImage.mock(width: 2, height: 2) { x, y in (x + y).isMultiple(of: 2) ? first : second }

        #expect(checker.scaled(width: 1, height: 1).colour(x: 0, y: 0) == RGBAColor(red: 100, green: 60, blue: 50))
    }

    @Test("a part-covered source pixel counts by the part it covers")
    func weighsPartPixels() {
        let row = RasterImage.mock(width: 3, height: 1) { x, _ in
            x == 1 ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 240, green: 120, blue: 30)
        }

        let scaled = row.scaled(width: 2, height: 1)

        // Each half covers one whole outer pixel and half the black middle one: 2/3 of the colour.
        #expect(scaled.colour(x: 0, y: 0) == RGBAColor(red: 160, green: 80, blue: 20))
        #expect(scaled.colour(x: 1, y: 0) == RGBAColor(red: 160, green: 80, blue: 20))
    }

    @Test("stretching by a whole factor repeats each pixel")
    func stretchesByRepeating() {
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 255)
        let image = RasterImage.mock(width: 2, height: 1) { x, _ in x == 0 ? red : blue }

        let scaled = image.scaled(width: 4, height: 2)

        #expect(scaled == RasterImage.mock(width: 4, height: 2) { x, _ in x < 2 ? red : blue })
    }

    @Test("a transparent pixel lends no colour: alpha is averaged, colours weighted by it")
    func transparentPixelsAddNoColour() {
        let image = RasterImage.mock(width: 2, height: 1) { x, _ in
            x == 0 ? RGBAColor(red: 255, green: 0, blue: 0) : RGBAColor(red: 0, green: 255, blue: 0, alpha: 0)
        }

        #expect(
            image.scaled(width: 1, height: 1).colour(x: 0, y: 0) == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test("a fully transparent picture stays transparent")
    func transparentStaysTransparent() {
        let image = RasterImage(width: 6, height: 6, filledWith: RGBAColor(red: 90, green: 90, blue: 90, alpha: 0))!

        #expect(image.scaled(width: 2, height: 3).pixels.allSatisfy { $0 == 0 })
    }

    @Test("a poster shrunk to cells keeps its gradient: the corners stay the corners")
    func posterKeepsItsCorners() {
        let scaled = RasterImage.gradient(width: 500, height: 750).scaled(width: 40, height: 60)

        let topLeft = scaled.colour(x: 0, y: 0)
        let bottomRight = scaled.colour(x: 39, y: 59)
        #expect(topLeft.red < 5 && topLeft.green < 5)
        #expect(bottomRight.red > 250 && bottomRight.green > 250)
        #expect((0..<60).allSatisfy { scaled.colour(x: 0, y: $0).blue == 60 })
    }

    @Test("sizes below 1 are taken as 1, and the same size returns the picture unchanged")
    func clampsAndKeeps() {
        let image = RasterImage.gradient(width: 5, height: 4)

        #expect(image.scaled(width: 0, height: -3).width == 1)
        #expect(image.scaled(width: 0, height: -3).height == 1)
        #expect(image.scaled(width: 5, height: 4) == image)
    }
}
