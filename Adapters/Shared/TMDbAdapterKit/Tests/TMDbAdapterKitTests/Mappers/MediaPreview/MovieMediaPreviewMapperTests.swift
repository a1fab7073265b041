import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("MovieMediaPreviewMapper")
struct MovieMediaPreviewMapperTests {
    let mapper = MovieMediaPreviewMapper()

    private func movieSearchRow(_ index: Int) throws -> MovieListItemDTO {
        try SearchPage.row(index, of: MovieListItemDTO.self, in: "search-movie-fight-club")
    }

    @Test("a multi-search movie maps every field")
    func mapsMultiSearchMovie() throws {
        #expect(mapper.map(try SearchPage.multiMovie(0)) == (try ExpectedPreview.fightClub()))
    }

    @Test("a movie-search row, which has no media_type, maps as the same movie found by a multi-search")
    func mapsMovieSearchRow() throws {
        #expect(mapper.map(try movieSearchRow(0)) == (try ExpectedPreview.fightClub()))
    }

    @Test("a movie-search row maps every field, a null backdrop to nil and a video release flagged as one")
    func mapsMovieSearchVideo() throws {
        let expected = MovieMediaPreview(
            id: 999_311, title: "Fight Club: Behind the Soap", originalTitle: "Fight Club: Behind the Soap",
            originalLanguage: "en", overview: "Cast and crew look back at the making of the film.",
            releaseDate: try GMTDay.date(2009, 11, 17), posterPath: URL(string: "/aBcDeFgHiJkLmNoPqRsTuVwXyZ1.jpg"),
            backdropPath: nil, genreIDs: [99], popularity: 2.15, voteAverage: 6.2, voteCount: 14, isAdultOnly: false,
            hasVideo: true
        )
        #expect(mapper.map(try movieSearchRow(1)) == expected)
    }

    @Test("empty strings and a null overview become nil; a missing poster, genres and flags become nil, [] and false")
    func mapsMissingFields() throws {
        let expected = MovieMediaPreview(
            id: 999_201, title: "Untitled Fight Documentary", originalTitle: nil, originalLanguage: "en",
            overview: nil, releaseDate: nil, posterPath: nil, backdropPath: nil, genreIDs: [], popularity: 0.6,
            voteAverage: 0, voteCount: 0, isAdultOnly: false, hasVideo: false
        )
        #expect(mapper.map(try SearchPage.multiMovie(4)) == expected)
    }

    @Test("an empty overview, backdrop, original title and release date become nil, empty genres stay empty")
    func mapsEmptyStrings() throws {
        let expected = MovieMediaPreview(
            id: 999_312, title: "Fight Club 2", originalTitle: nil, originalLanguage: "ko", overview: nil,
            releaseDate: nil, posterPath: nil, backdropPath: nil, genreIDs: [], popularity: 0.84, voteAverage: 0,
            voteCount: 0, isAdultOnly: false, hasVideo: false
        )
        #expect(mapper.map(try movieSearchRow(2)) == expected)
    }

    @Test(
        "TMDb's adult and video flags are kept as sent",
        arguments: [(true, true), (true, false), (false, true), (false, false)])
    func keepsFlags(adult: Bool, video: Bool) {
        let movie = mapper.map(MovieListItemDTO(adult: adult, id: 1, title: "Flagged", video: video))
        #expect(movie.isAdultOnly == adult)
        #expect(movie.hasVideo == video)
    }

    @Test("the release date is the first instant of TMDb's day in GMT")
    func releaseDateIsGMTMidnight() throws {
        let movie = mapper.map(MovieListItemDTO(id: 1, releaseDate: "2000-02-29", title: "Leap"))
        let date = try #require(movie.releaseDate)
        #expect(date == (try GMTDay.date(2000, 2, 29)))
        #expect(date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0)
    }

    @Test(
        "a release date that is not a TMDb day becomes nil",
        arguments: ["1999-10", "1999-13-01", "2023-02-29", "15/10/1999", "1999-10-15T00:00:00Z", " "])
    func malformedReleaseDate(raw: String) {
        #expect(mapper.map(MovieListItemDTO(id: 1, releaseDate: raw, title: "Undated")).releaseDate == nil)
    }

    @Test("a movie with only an id and a title maps to a preview with nothing else")
    func mapsBareMovie() {
        #expect(mapper.map(MovieListItemDTO(id: 7, title: "Bare")) == MovieMediaPreview(id: 7, title: "Bare"))
    }
}
