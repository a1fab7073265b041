import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import Testing

@Suite("KnownForMediaPreviewMapper")
struct KnownForMediaPreviewMapperTests {
    let mapper = KnownForMediaPreviewMapper()

    /// Entry `index` of Brad Pitt's known_for in `search-multi-mixed`: Fight Club, Friends, a podcast.
    private func knownFor(_ index: Int) throws -> PersonKnownForDTO {
        let knownFor = try #require(try SearchPage.multiPerson(2).knownFor)
        return try #require(knownFor.indices.contains(index) ? knownFor[index] : nil)
    }

    @Test("a movie entry maps every movie field, as the same movie found by a search")
    func mapsMovie() throws {
        let expected = try ExpectedPreview.fightClub()
        #expect(mapper.map(try knownFor(0)) == .movie(expected))
        #expect(MovieMediaPreviewMapper().map(try SearchPage.multiMovie(0)) == expected)
    }

    @Test("a series entry maps every series field")
    func mapsSeries() throws {
        #expect(mapper.map(try knownFor(1)) == .tvSeries(try ExpectedPreview.friends()))
    }

    @Test("the fixture's podcast entry maps to nil")
    func dropsPodcast() throws {
        let podcast = try knownFor(2)
        #expect(podcast.mediaType == "podcast")
        #expect(mapper.map(podcast) == nil)
    }

    @Test(
        "an entry of a kind other than movie or tv maps to nil, even with a title and a name",
        arguments: ["person", "collection", "podcast", "", "Movie", "TV", "tv_series"])
    func dropsOtherMediaTypes(mediaType: String) {
        #expect(mapper.map(PersonKnownForDTO(id: 1, mediaType: mediaType, name: "Named", title: "Titled")) == nil)
    }

    @Test("a movie without a title maps to nil, even with a name", arguments: [nil, ""] as [String?])
    func dropsUntitledMovie(title: String?) {
        #expect(mapper.map(PersonKnownForDTO(id: 1, mediaType: "movie", name: "Named", title: title)) == nil)
    }

    @Test("a series without a name maps to nil, even with a title", arguments: [nil, ""] as [String?])
    func dropsUnnamedSeries(name: String?) {
        #expect(mapper.map(PersonKnownForDTO(id: 1, mediaType: "tv", name: name, title: "Titled")) == nil)
    }

    @Test("a movie takes its title, original title and release date, never the series' name and dates")
    func movieReadsMovieFields() throws {
        let dto = PersonKnownForDTO(
            id: 10, mediaType: "movie", originCountry: ["US"], originalName: "Original Name",
            originalTitle: "Original Title", firstAirDate: "2001-01-01", releaseDate: "2002-02-02", name: "Name",
            title: "Title"
        )
        let expected = MovieMediaPreview(
            id: 10, title: "Title", originalTitle: "Original Title", releaseDate: try GMTDay.date(2002, 2, 2))
        #expect(mapper.map(dto) == .movie(expected))
    }

    @Test("a series takes its name, original name, first air date and countries, never the movie's title and date")
    func seriesReadsSeriesFields() throws {
        let dto = PersonKnownForDTO(
            id: 11, mediaType: "tv", originCountry: ["GB", "IE"], originalName: "Original Name",
            originalTitle: "Original Title", firstAirDate: "2001-01-01", releaseDate: "2002-02-02", name: "Name",
            title: "Title", video: true
        )
        let expected = TVSeriesMediaPreview(
            id: 11, name: "Name", originalName: "Original Name", firstAirDate: try GMTDay.date(2001, 1, 1),
            originCountries: ["GB", "IE"])
        #expect(mapper.map(dto) == .tvSeries(expected))
    }

    @Test(
        "empty strings become nil and missing arrays and flags become [] and false",
        arguments: [
            ("movie", MediaPreview.movie(MovieMediaPreview(id: 12, title: "Bare"))),
            ("tv", .tvSeries(TVSeriesMediaPreview(id: 12, name: "Bare"))),
        ])
    func mapsEmptyAndMissingFields(mediaType: String, expected: MediaPreview) {
        let dto = PersonKnownForDTO(
            backdropPath: "", id: 12, mediaType: mediaType, originalLanguage: "", originalName: "",
            originalTitle: "", overview: "", posterPath: "", firstAirDate: "", releaseDate: "", name: "Bare",
            title: "Bare"
        )
        #expect(mapper.map(dto) == expected)
    }

    @Test("a movie's adult and video flags and a series' adult flag are kept as sent")
    func keepsFlags() {
        let movie = PersonKnownForDTO(adult: true, id: 13, mediaType: "movie", title: "Flagged", video: true)
        let series = PersonKnownForDTO(adult: true, id: 14, mediaType: "tv", name: "Flagged")
        #expect(
            mapper.map(movie) == .movie(MovieMediaPreview(id: 13, title: "Flagged", isAdultOnly: true, hasVideo: true)))
        #expect(mapper.map(series) == .tvSeries(TVSeriesMediaPreview(id: 14, name: "Flagged", isAdultOnly: true)))
    }
}
