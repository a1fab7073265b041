import Foundation
import GRDB

@testable import MoviesInfrastructure

extension MoviesMovieEntity {
    static func mock(
        movieID: Int = 550,
        title: String = "Fight Club",
        originCountry: [String]? = ["US", "DE"],
        posterPath: String? = "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
        backdropPath: String? = "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg",
        homepageURL: String? = "https://www.foxmovies.com/movies/fight-club",
        status: String? = "released",
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        genres: [MoviesGenreEntity]? = [
            .mock(position: 0, genreID: 18, name: "Drama"), .mock(position: 1, genreID: 53, name: "Thriller"),
        ],
        productionCompanies: [MoviesProductionCompanyEntity]? = [.mock()],
        productionCountries: [MoviesProductionCountryEntity]? = [.mock()],
        spokenLanguages: [MoviesSpokenLanguageEntity]? = [.mock()],
        belongsToCollection: MoviesMovieCollectionEntity? = .mock()
    ) -> MoviesMovieEntity {
        MoviesMovieEntity(
            movieID: movieID,
            title: title,
            tagline: "Mischief. Mayhem. Soap.",
            originalTitle: "Fight Club",
            originalLanguage: "en",
            originCountry: originCountry,
            overview: "A ticking-time-bomb insomniac and a soap salesman form an underground fight club.",
            runtime: 139,
            releaseDate: Date(timeIntervalSince1970: 940_550_400),
            posterPath: posterPath,
            backdropPath: backdropPath,
            budget: 63_000_000,
            revenue: 100_853_753,
            homepageURL: homepageURL,
            imdbID: "tt0137523",
            status: status,
            popularity: 61.416,
            voteAverage: 8.433,
            voteCount: 26_280,
            hasVideo: false,
            isAdultOnly: true,
            language: language,
            cachedAt: cachedAt,
            genres: genres,
            productionCompanies: productionCompanies,
            productionCountries: productionCountries,
            spokenLanguages: spokenLanguages,
            belongsToCollection: belongsToCollection
        )
    }
}
