import CoreDomain
import CoreDomainTestHelpers
import Foundation
import GRDB
import MoviesDomain
import MoviesTestHelpers
import Testing

@testable import MoviesInfrastructure

@Suite("MovieMapper")
struct MovieMapperTests {
    let mapper = MovieMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to a movie with every field, its nested lists in order and its collection")
    func entityToDomain() {
        let movie = mapper.map(MoviesMovieEntity.mock())

        #expect(
            movie
                == Movie(
                    id: 550,
                    title: "Fight Club",
                    tagline: "Mischief. Mayhem. Soap.",
                    originalTitle: "Fight Club",
                    originalLanguage: "en",
                    originCountry: ["US", "DE"],
                    overview: "A ticking-time-bomb insomniac and a soap salesman form an underground fight club.",
                    runtime: 139,
                    genres: [Genre(id: 18, name: "Drama"), Genre(id: 53, name: "Thriller")],
                    releaseDate: Date(timeIntervalSince1970: 940_550_400),
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
                    backdropPath: URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
                    budget: 63_000_000,
                    revenue: 100_853_753,
                    homepageURL: URL(string: "https://www.foxmovies.com/movies/fight-club"),
                    imdbID: "tt0137523",
                    status: .released,
                    productionCompanies: [.mock()],
                    productionCountries: [.mock()],
                    spokenLanguages: [.mock()],
                    belongsToCollection: .mock(),
                    popularity: 61.416,
                    voteAverage: 8.433,
                    voteCount: 26_280,
                    hasVideo: false,
                    isAdultOnly: true
                ))
    }

    @Test("a movie maps to an entity with raw values, positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(Movie.mock(), language: "fr-FR", cachedAt: cachedAt)

        #expect(entity.movieID == 550)
        #expect(entity.title == "Fight Club")
        #expect(entity.originCountry == ["US", "DE"])
        #expect(entity.status == "released")
        #expect(entity.posterPath == "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(entity.homepageURL == "https://www.foxmovies.com/movies/fight-club")
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(
            entity.genres == [
                MoviesGenreEntity(movieID: 550, position: 0, genreID: 18, name: "Drama"),
                MoviesGenreEntity(movieID: 550, position: 1, genreID: 53, name: "Thriller"),
                MoviesGenreEntity(movieID: 550, position: 2, genreID: 35, name: "Comedy"),
            ])
        #expect(entity.productionCompanies?.map(\.position) == [0, 1])
        #expect(entity.productionCountries?.map(\.countryCode) == ["US", "DE"])
        #expect(entity.spokenLanguages?.map(\.languageCode) == ["en", "fr"])
        #expect(entity.belongsToCollection == .mock(movieID: 550))
    }

    @Test("a movie survives the trip to an entity and back unchanged")
    func roundTrip() {
        let movie = Movie.mock()
        #expect(mapper.map(mapper.map(movie, language: "en-US", cachedAt: cachedAt)) == movie)
    }

    @Test("updating in place overwrites every field and child list, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = MoviesMovieEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(3600)
        let movie = Movie.mock(
            title: "Fight Club (Director's Cut)",
            genres: [.mock(id: 99, name: "Documentary")],
            status: .postProduction,
            belongsToCollection: nil
        )

        mapper.map(movie, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.movieID == 550)
        #expect(entity.title == "Fight Club (Director's Cut)")
        #expect(entity.status == "postProduction")
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.genres == [MoviesGenreEntity(movieID: 550, position: 0, genreID: 99, name: "Documentary")])
        #expect(entity.belongsToCollection == nil)
        #expect(mapper.map(entity) == movie)
    }

    @Test("every status survives the trip through its raw value", arguments: MovieStatus.allCases)
    func statusRoundTrip(status: MovieStatus) {
        let entity = mapper.map(Movie.mock(status: status), language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity).status == status)
    }

    @Test("a stored status this version does not know reads as unknown")
    func unrecognisedStatusIsUnknown() {
        #expect(mapper.map(MoviesMovieEntity.mock(status: "Rumored")).status == .unknown)
    }

    @Test("a missing status stays missing")
    func missingStatusStaysNil() {
        #expect(mapper.map(MoviesMovieEntity.mock(status: nil)).status == nil)
    }

    @Test("missing paths, countries, lists and collection map to nil")
    func nilFields() {
        let entity = MoviesMovieEntity.mock(
            originCountry: nil,
            posterPath: nil,
            backdropPath: nil,
            homepageURL: nil,
            genres: nil,
            productionCompanies: nil,
            productionCountries: nil,
            spokenLanguages: nil,
            belongsToCollection: nil
        )

        let movie = mapper.map(entity)

        #expect(movie.originCountry == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.homepageURL == nil)
        #expect(movie.genres == nil)
        #expect(movie.productionCompanies == nil)
        #expect(movie.productionCountries == nil)
        #expect(movie.spokenLanguages == nil)
        #expect(movie.belongsToCollection == nil)
    }
}
