import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import MoviesDomain

extension MovieDetails {
    /// Fight Club as TMDb describes it, with every field the details view shows.
    static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        originalTitle: String? = "Fight Club",
        originalLanguage: String? = "en",
        runtime: Int? = 139,
        releaseDate: Date? = Date(timeIntervalSince1970: 939_945_600),
        budget: Double? = 63_000_000,
        revenue: Double? = 100_853_753,
        status: MovieStatus? = .released,
        voteCount: Int? = 31_000,
        logoURLSet: ImageURLSet? = nil,
        region: String = "US",
        certification: String? = nil,
        recommendations: MoviePreviewDetailsPage? = nil,
        watchProviders: WatchProviderOffersDetails? = nil,
        credits: CreditsDetails? = nil,
        mainTrailer: VideoDetails? = nil,
        keywords: [KeywordDetails]? = nil,
        overviewIsFallback: Bool = false,
        taglineIsFallback: Bool = false
    ) -> MovieDetails {
        MovieDetails(
            id: id,
            title: title,
            tagline: "Mischief. Mayhem. Soap.",
            originalTitle: originalTitle,
            originalLanguage: originalLanguage,
            originCountry: ["US"],
            overview: "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression "
                + "into a shocking new form of therapy.",
            runtime: runtime,
            genres: [GenreDetails(id: 18, name: "Drama"), GenreDetails(id: 53, name: "Thriller")],
            releaseDate: releaseDate,
            posterURLSet: .mock(path: "/poster.jpg"),
            logoURLSet: logoURLSet,
            budget: budget,
            revenue: revenue,
            homepageURL: URL(string: "http://www.foxmovies.com/movies/fight-club"),
            imdbID: "tt0137523",
            status: status,
            productionCompanies: [ProductionCompanyDetails(id: 508, name: "Regency Enterprises", originCountry: "US")],
            spokenLanguages: [
                SpokenLanguageDetails(languageCode: "en", name: "English"),
                SpokenLanguageDetails(languageCode: "fr", name: "Français"),
            ],
            voteAverage: 8.433,
            voteCount: voteCount,
            region: region,
            certification: certification,
            recommendations: recommendations,
            watchProviders: watchProviders,
            credits: credits,
            mainTrailer: mainTrailer,
            keywords: keywords,
            overviewLanguage: "en",
            overviewIsFallback: overviewIsFallback,
            taglineLanguage: "en",
            taglineIsFallback: taglineIsFallback
        )
    }
}

extension ImageURLSet {
    /// A URL set under TMDb's image host for `path`.
    static func mock(path: String) -> ImageURLSet {
        let base = "https://image.tmdb.org/t/p/"
        return ImageURLSet(
            path: URL(string: path)!,
            thumbnail: URL(string: base + "w185" + path)!,
            card: URL(string: base + "w342" + path)!,
            detail: URL(string: base + "w780" + path)!,
            full: URL(string: base + "original" + path)!
        )
    }
}
