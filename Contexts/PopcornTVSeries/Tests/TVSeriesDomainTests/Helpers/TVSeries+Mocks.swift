import CoreDomain
import Foundation
import TVSeriesDomain

extension TVSeries {
    static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        numberOfSeasons: Int? = 5,
        seasons: [TVSeason]? = [.mock(episodes: nil)],
        posterPath: URL? = URL(string: "/poster.jpg"),
        networks: [Network]? = [Network(id: 174, name: "AMC")],
        status: String? = "Ended"
    ) -> TVSeries {
        TVSeries(
            id: id,
            name: name,
            tagline: "Change the equation.",
            originalName: "Breaking Bad",
            originalLanguage: "en",
            overview: "A chemistry teacher turns to making methamphetamine.",
            episodeRunTime: [45],
            numberOfSeasons: numberOfSeasons,
            numberOfEpisodes: 62,
            seasons: seasons,
            createdBy: [Creator(id: 66633, creditID: "c1", name: "Vince Gilligan", originalName: "Vince Gilligan")],
            genres: [Genre(id: 18, name: "Drama")],
            firstAirDate: Date(timeIntervalSince1970: 1_200_873_600),
            originCountry: ["US"],
            posterPath: posterPath,
            backdropPath: URL(string: "/backdrop.jpg"),
            homepageURL: URL(string: "https://www.sonypictures.com/tv/breakingbad"),
            isInProduction: false,
            languages: ["en"],
            lastAirDate: Date(timeIntervalSince1970: 1_380_412_800),
            lastEpisodeToAir: TVEpisodeAirDate(id: 62161, name: "Granite State", episodeNumber: 15, seasonNumber: 5),
            nextEpisodeToAir: TVEpisodeAirDate(id: 62162, name: "Felina", episodeNumber: 16, seasonNumber: 5),
            networks: networks,
            productionCompanies: [ProductionCompany(id: 11073, name: "Sony Pictures Television")],
            productionCountries: [ProductionCountry(countryCode: "US", name: "United States of America")],
            spokenLanguages: [SpokenLanguage(languageCode: "en", name: "English")],
            status: status,
            type: "Scripted",
            popularity: 400.5,
            voteAverage: 8.9,
            voteCount: 14_000,
            isAdultOnly: false
        )
    }
}
