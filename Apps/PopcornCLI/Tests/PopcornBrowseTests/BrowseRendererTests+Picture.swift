import PopcornBrowse
import TerminalImages
import Testing

/// A details screen with its poster: beside the facts when the terminal is wide enough.
extension BrowseRendererTests {
    /// A 20×30 poster, red above and blue below, so each cell's half is known.
    static let poster = RasterImage(
        width: 20, height: 30,
        pixels: (0..<30).flatMap { y in
            (0..<20).flatMap { _ in y < 15 ? [UInt8(200), 0, 0, 255] : [0, 0, UInt8(200), 255] }
        })!

    func modelWithPoster(_ picture: RasterImage? = poster) -> BrowseModel {
        var model = BrowseModel(start: .mockTrending())
        var movie = BrowseScreen.mockMovie()
        movie.picturePath = "/poster.jpg"
        movie.picture = picture
        model.open(movie)
        return model
    }

    @Test("the poster stands at the right of the facts, below the bars, as tall as the room allows")
    func besideTheFacts() throws {
        let frame = BrowseRenderer(width: 100, height: 30).frame(for: modelWithPoster())

        let picture = try #require(frame.picture)
        #expect(picture.line == 2)
        #expect(picture.cells.count == 11)  // (30 - 8) / 2 rows
        let columns = try #require(picture.cells.first?.count)
        #expect(columns == 15)  // 2:3 in 11 rows of half blocks: 22 pixels tall, 15 wide
        #expect(picture.column == 100 - columns - 1)
        #expect(
            picture.cells[0][0]
                == HalfBlockCell(
                    top: RGBAColor(red: 200, green: 0, blue: 0), bottom: RGBAColor(red: 200, green: 0, blue: 0)))
        #expect(picture.cells[10][0].bottom == RGBAColor(red: 0, green: 0, blue: 200))
    }

    @Test("the facts wrap short of the poster, and the list starts below it")
    func textKeepsClear() throws {
        let frame = BrowseRenderer(width: 100, height: 30).frame(for: modelWithPoster())
        let picture = try #require(frame.picture)

        for line in picture.lines {
            let underPicture = frame.lines[line].dropFirst(picture.column)
            #expect(underPicture.allSatisfy { $0 == " " }, "line \(line) runs under the poster: \(frame.lines[line])")
        }
        let cast = try #require(frame.lines.firstIndex { $0.hasPrefix(" Cast") })
        #expect(cast > picture.lines.upperBound - 1)
    }

    @Test("a terminal too narrow or too short for it shows the screen as it was, without the poster")
    func noRoom() {
        let narrow = BrowseRenderer(width: 69, height: 30).frame(for: modelWithPoster())
        let short = BrowseRenderer(width: 100, height: 15).frame(for: modelWithPoster())
        let without = BrowseRenderer(width: 69, height: 30).frame(for: modelWithPoster(nil))

        #expect(narrow.picture == nil)
        #expect(short.picture == nil)
        #expect(narrow.lines == without.lines)
    }

    @Test("a poster not loaded yet takes no room: the screen is laid out as one without a poster")
    func notYetLoaded() {
        var plain = BrowseModel(start: .mockTrending())
        plain.open(.mockMovie())

        let waiting = BrowseRenderer(width: 100, height: 30).frame(for: modelWithPoster(nil))

        #expect(waiting.picture == nil)
        #expect(
            waiting.lines.dropFirst(2) == BrowseRenderer(width: 100, height: 30).frame(for: plain).lines.dropFirst(2))
    }

    @Test("a resized terminal lays the poster out again for its new size")
    func resized() throws {
        let small = try #require(BrowseRenderer(width: 80, height: 24).frame(for: modelWithPoster()).picture)
        let large = try #require(BrowseRenderer(width: 160, height: 50).frame(for: modelWithPoster()).picture)

        #expect(small.cells.count == 8)
        #expect(large.cells.count == BrowseRenderer.pictureMaximumRows)
        #expect(large.column == 160 - (large.cells.first?.count ?? 0) - 1)
    }
}
