import CoreDomain
import Foundation
import TVSeriesDomain

extension TVSeries {
    static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        seasons: [TVSeason]? = [.mock(episodes: nil)],
        createdBy: [Creator]? = [.mock()],
        posterPath: URL? = URL(string: "/poster.jpg"),
        backdropPath: URL? = URL(string: "/backdrop.jpg"),
        lastEpisodeToAir: TVEpisodeAirDate? = .mock(),
        nextEpisodeToAir: TVEpisodeAirDate? = .mock(id: 62162, name: "Felina", episodeNumber: 16, seasonNumber: 5),
        networks: [Network]? = [.mock()],
        productionCompanies: [ProductionCompany]? = [
            ProductionCompany(
                id: 11073, name: "Sony Pictures Television", originCountry: "US", logoPath: URL(string: "/sony.png"))
        ]
    ) -> TVSeries {
        TVSeries(
            id: id,
            name: name,
            tagline: "Change the equation.",
            originalName: "Breaking Bad",
            originalLanguage: "en",
            overview: "A chemistry teacher turns to making methamphetamine.",
            episodeRunTime: [45, 47],
            numberOfSeasons: 5,
            numberOfEpisodes: 62,
            seasons: seasons,
            createdBy: createdBy,
            genres: [Genre(id: 18, name: "Drama")],
            firstAirDate: Date(timeIntervalSince1970: 1_200_873_600),
            originCountry: ["US"],
            posterPath: posterPath,
            backdropPath: backdropPath,
            homepageURL: URL(string: "https://www.sonypictures.com/tv/breakingbad"),
            isInProduction: false,
            languages: ["en"],
            lastAirDate: Date(timeIntervalSince1970: 1_380_412_800),
            lastEpisodeToAir: lastEpisodeToAir,
            nextEpisodeToAir: nextEpisodeToAir,
            networks: networks,
            productionCompanies: productionCompanies,
            productionCountries: [ProductionCountry(countryCode: "US", name: "United States of America")],
            spokenLanguages: [SpokenLanguage(languageCode: "en", name: "English")],
            status: "Ended",
            type: "Scripted",
            popularity: 400.5,
            voteAverage: 8.9,
            voteCount: 14_000,
            isAdultOnly: false
        )
    }
}
