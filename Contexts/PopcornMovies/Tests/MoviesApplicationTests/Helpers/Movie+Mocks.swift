import CoreDomain
import Foundation
import MoviesDomain

extension Movie {
    static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        posterPath: URL? = URL(string: "/poster.jpg"),
        backdropPath: URL? = URL(string: "/backdrop.jpg"),
        productionCompanies: [ProductionCompany]? = [
            ProductionCompany(
                id: 508, name: "Regency Enterprises", originCountry: "US", logoPath: URL(string: "/logo.png"))
        ],
        belongsToCollection: MovieCollection? = MovieCollection(
            id: 1, name: "Collection", posterPath: URL(string: "/cposter.jpg"),
            backdropPath: URL(string: "/cbackdrop.jpg")
        )
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            tagline: "Mischief. Mayhem. Soap.",
            originalTitle: "Fight Club",
            originalLanguage: "en",
            originCountry: ["US"],
            overview: "An insomniac office worker meets a soap salesman.",
            runtime: 139,
            genres: [Genre(id: 18, name: "Drama")],
            releaseDate: Date(timeIntervalSince1970: 940_000_000),
            posterPath: posterPath,
            backdropPath: backdropPath,
            budget: 63_000_000,
            revenue: 100_853_753,
            homepageURL: URL(string: "https://www.foxmovies.com/movies/fight-club"),
            imdbID: "tt0137523",
            status: .released,
            productionCompanies: productionCompanies,
            productionCountries: [ProductionCountry(countryCode: "US", name: "United States of America")],
            spokenLanguages: [SpokenLanguage(languageCode: "en", name: "English")],
            belongsToCollection: belongsToCollection,
            popularity: 61.4,
            voteAverage: 8.4,
            voteCount: 30_000,
            hasVideo: false,
            isAdultOnly: false
        )
    }
}
