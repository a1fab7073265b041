import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesDomain

extension Movie {
    /// Fight Club with every field: three genres, two production companies (Fox 2000 Pictures and
    /// Regency Enterprises), two countries (US, DE), two spoken languages (English, French) and a collection.
    public static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        tagline: String? = "Mischief. Mayhem. Soap.",
        originalTitle: String? = "Fight Club",
        originalLanguage: String? = "en",
        originCountry: [String]? = ["US", "DE"],
        overview: String? = "A ticking-time-bomb insomniac and a soap salesman form an underground fight club.",
        runtime: Int? = 139,
        genres: [Genre]? = [
            .mock(id: 18, name: "Drama"), .mock(id: 53, name: "Thriller"), .mock(id: 35, name: "Comedy"),
        ],
        releaseDate: Date? = Date(timeIntervalSince1970: 940_550_400),
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        backdropPath: URL? = URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
        budget: Double? = 63_000_000,
        revenue: Double? = 100_853_753,
        homepageURL: URL? = URL(string: "https://www.foxmovies.com/movies/fight-club"),
        imdbID: String? = "tt0137523",
        status: MovieStatus? = .released,
        productionCompanies: [ProductionCompany]? = [
            ProductionCompany(
                id: 711, name: "Fox 2000 Pictures", originCountry: "US",
                logoPath: URL(string: "/tEiIH5QesdheJmDAqQwvtN60727.png")),
            ProductionCompany(
                id: 508, name: "Regency Enterprises", originCountry: "US",
                logoPath: URL(string: "/7cxRWzi4LsVm4Utfpr1hfARNurT.png")),
        ],
        productionCountries: [ProductionCountry]? = [
            ProductionCountry(countryCode: "US", name: "United States of America"),
            ProductionCountry(countryCode: "DE", name: "Germany"),
        ],
        spokenLanguages: [SpokenLanguage]? = [
            SpokenLanguage(languageCode: "en", name: "English"), SpokenLanguage(languageCode: "fr", name: "French"),
        ],
        belongsToCollection: MovieCollection? = .mock(),
        popularity: Double? = 61.416,
        voteAverage: Double? = 8.433,
        voteCount: Int? = 26_280,
        hasVideo: Bool? = false,
        isAdultOnly: Bool? = false
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            tagline: tagline,
            originalTitle: originalTitle,
            originalLanguage: originalLanguage,
            originCountry: originCountry,
            overview: overview,
            runtime: runtime,
            genres: genres,
            releaseDate: releaseDate,
            posterPath: posterPath,
            backdropPath: backdropPath,
            budget: budget,
            revenue: revenue,
            homepageURL: homepageURL,
            imdbID: imdbID,
            status: status,
            productionCompanies: productionCompanies,
            productionCountries: productionCountries,
            spokenLanguages: spokenLanguages,
            belongsToCollection: belongsToCollection,
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount,
            hasVideo: hasVideo,
            isAdultOnly: isAdultOnly
        )
    }
}
