import PopcornBrowse
import TerminalImages
import Testing

/// The poster a title's screen gets once the driver has decoded it.
extension BrowseModelTests {
    static let red = RasterImage(width: 2, height: 3, filledWith: RGBAColor(red: 255, green: 0, blue: 0))!

    /// Fight Club's screen, with a poster to fetch.
    static func movieWithPoster(_ path: String = "/fight.jpg") -> BrowseScreen {
        var movie = BrowseScreen.mockMovie()
        movie.picturePath = path
        return movie
    }

    @Test("a poster is put on the screen it was fetched for, even when the person has gone on since")
    func attachesToItsScreen() {
        var model = BrowseModel(start: .mockTrending())
        model.open(Self.movieWithPoster())
        model.open(.mockPerson())

        model.attach(Self.red, to: .movie(550), path: "/fight.jpg")

        #expect(model.stack[1].picture == Self.red)
        #expect(model.current.picture == nil)
    }

    @Test("a poster of another path, or for another screen, is not attached")
    func ignoresOtherPictures() {
        var model = BrowseModel(start: .mockTrending())
        model.open(Self.movieWithPoster())

        model.attach(Self.red, to: .movie(550), path: "/another.jpg")
        model.attach(Self.red, to: .movie(551), path: "/fight.jpg")

        #expect(model.current.picture == nil)
    }

    @Test("a title read again after a change keeps its poster, unless the poster changed too")
    func refreshKeepsThePoster() throws {
        var model = BrowseModel(start: .mockTrending())
        model.open(Self.movieWithPoster())
        model.attach(Self.red, to: .movie(550), path: "/fight.jpg")

        #expect(model.refreshTitleOnShow() == .load(.movie(550)))
        model.show(Self.movieWithPoster())
        #expect(model.current.picture == Self.red)

        #expect(model.refreshTitleOnShow() == .load(.movie(550)))
        model.show(Self.movieWithPoster("/new.jpg"))
        #expect(model.current.picture == nil)
    }
}
