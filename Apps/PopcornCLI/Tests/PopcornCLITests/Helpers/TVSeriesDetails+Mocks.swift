import CoreApplication
import CoreDomain
import Foundation
import TVSeriesApplication

extension TVSeriesDetails {
    /// Breaking Bad as TMDb describes it, with every field the details view shows.
    static func mock(
        name: String = "Breaking Bad",
        originalName: String? = "Breaking Bad",
        originalLanguage: String? = "en",
        episodeRunTime: [Int]? = [45, 47],
        seasons: [TVSeasonDetails]? = TVSeasonDetails.summaries(),
        firstAirDate: Date? = .day("2008-01-20"),
        lastAirDate: Date? = .day("2013-09-29"),
        nextEpisodeToAir: TVEpisodeAirDateDetails? = nil,
        status: String? = "Ended",
        logoURLSet: ImageURLSet? = nil,
        region: String = "US",
        certification: String? = nil,
        recommendations: TVSeriesPreviewDetailsPage? = nil,
        watchProviders: WatchProviderOffersDetails? = nil,
        credits: CreditsDetails? = nil,
        isEnglishStandIn: Bool = false
    ) -> TVSeriesDetails {
        TVSeriesDetails(
            id: 1396,
            name: name,
            tagline: "Change the equation.",
            originalName: originalName,
            originalLanguage: originalLanguage,
            overview: "A chemistry teacher diagnosed with terminal lung cancer teams up with his former student to "
                + "secure his family's future by manufacturing and selling crystal meth.",
            episodeRunTime: episodeRunTime,
            numberOfSeasons: 5,
            numberOfEpisodes: 62,
            seasons: seasons,
            createdBy: [
                CreatorDetails(
                    id: 66633, creditID: "c-vince", name: "Vince Gilligan", originalName: "Vince Gilligan",
                    gender: .male)
            ],
            genres: [GenreDetails(id: 18, name: "Drama"), GenreDetails(id: 80, name: "Crime")],
            firstAirDate: firstAirDate,
            posterURLSet: .mock(path: "/ggFHVNu6YYI5L9pCfOacjizRGt.jpg"),
            logoURLSet: logoURLSet,
            homepageURL: URL(string: "https://www.sonypictures.com/tv/breakingbad"),
            lastAirDate: lastAirDate,
            lastEpisodeToAir: TVEpisodeAirDateDetails(
                id: 62161, name: "Felina", airDate: .day("2013-09-29"), episodeNumber: 16, seasonNumber: 5),
            nextEpisodeToAir: nextEpisodeToAir,
            networks: [NetworkDetails(id: 174, name: "AMC")],
            spokenLanguages: [SpokenLanguageDetails(languageCode: "es", name: "Español")],
            status: status,
            type: "Scripted",
            voteAverage: 8.912,
            voteCount: 15_204,
            region: region,
            certification: certification,
            recommendations: recommendations,
            watchProviders: watchProviders,
            credits: credits,
            overviewLanguage: "en",
            overviewIsFallback: isEnglishStandIn,
            taglineLanguage: "en",
            taglineIsFallback: isEnglishStandIn
        )
    }
}

extension TVSeasonDetails {
    /// Breaking Bad's season summaries as the series' details list them: specials, then 1 to 5.
    static func summaries() -> [TVSeasonDetails] {
        let counts = [
            (0, "Specials", 9, "2009-02-17"), (1, "Season 1", 7, "2008-01-20"),
            (2, "Season 2", 13, "2009-03-08"), (3, "Season 3", 13, "2010-03-21"), (4, "Season 4", 13, "2011-07-17"),
            (5, "Season 5", 16, "2012-07-15"),
        ]
        return counts.map { number, name, episodes, day in
            TVSeasonDetails(
                id: 3570 + number, name: name, seasonNumber: number, airDate: .day(day), episodeCount: episodes)
        }
    }
}
