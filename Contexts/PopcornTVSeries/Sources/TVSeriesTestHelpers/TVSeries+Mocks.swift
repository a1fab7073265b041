import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain

extension TVSeries {
    /// Breaking Bad with every field: three season summaries (specials, seasons 1 and 2), its creator,
    /// two genres, its last and next episodes, AMC, two production companies and two spoken languages.
    public static func mock(
        id: Int = 1396,
        name: String = "Breaking Bad",
        tagline: String? = "Change the equation.",
        originalName: String? = "Breaking Bad",
        originalLanguage: String? = "en",
        overview: String? = "Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer.",
        episodeRunTime: [Int]? = [45, 47],
        numberOfSeasons: Int? = 5,
        numberOfEpisodes: Int? = 62,
        seasons: [TVSeason]? = [
            .summaryMock(id: 3577, name: "Specials", seasonNumber: 0, episodeCount: 11),
            .summaryMock(id: 3572, name: "Season 1", seasonNumber: 1, episodeCount: 7),
            .summaryMock(id: 3573, name: "Season 2", seasonNumber: 2, episodeCount: 13),
        ],
        createdBy: [Creator]? = [.mock()],
        genres: [Genre]? = [.mock(id: 18, name: "Drama"), .mock(id: 80, name: "Crime")],
        firstAirDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        originCountry: [String]? = ["US"],
        posterPath: URL? = URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
        backdropPath: URL? = URL(string: "/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg"),
        homepageURL: URL? = URL(string: "https://www.sonypictures.com/tv/breakingbad"),
        isInProduction: Bool? = false,
        languages: [String]? = ["en", "es"],
        lastAirDate: Date? = Date(timeIntervalSince1970: 1_380_412_800),
        lastEpisodeToAir: TVEpisodeAirDate? = .mock(),
        nextEpisodeToAir: TVEpisodeAirDate? = .mock(id: 62_200, name: "Reunion", episodeNumber: 1, seasonNumber: 6),
        networks: [Network]? = [.mock()],
        productionCompanies: [ProductionCompany]? = [
            ProductionCompany(
                id: 11_073, name: "Sony Pictures Television Studios", originCountry: "US",
                logoPath: URL(string: "/aCbASRcI1MI7DXjPbSW9Fcv9uGR.png")),
            ProductionCompany(id: 33_742, name: "High Bridge Productions", originCountry: "US", logoPath: nil),
        ],
        productionCountries: [ProductionCountry]? = [
            ProductionCountry(countryCode: "US", name: "United States of America")
        ],
        spokenLanguages: [SpokenLanguage]? = [
            SpokenLanguage(languageCode: "en", name: "English"), SpokenLanguage(languageCode: "es", name: "Spanish"),
        ],
        status: String? = "Ended",
        type: String? = "Scripted",
        popularity: Double? = 288.7,
        voteAverage: Double? = 8.9,
        voteCount: Int? = 13_000,
        isAdultOnly: Bool? = false
    ) -> TVSeries {
        TVSeries(
            id: id,
            name: name,
            tagline: tagline,
            originalName: originalName,
            originalLanguage: originalLanguage,
            overview: overview,
            episodeRunTime: episodeRunTime,
            numberOfSeasons: numberOfSeasons,
            numberOfEpisodes: numberOfEpisodes,
            seasons: seasons,
            createdBy: createdBy,
            genres: genres,
            firstAirDate: firstAirDate,
            originCountry: originCountry,
            posterPath: posterPath,
            backdropPath: backdropPath,
            homepageURL: homepageURL,
            isInProduction: isInProduction,
            languages: languages,
            lastAirDate: lastAirDate,
            lastEpisodeToAir: lastEpisodeToAir,
            nextEpisodeToAir: nextEpisodeToAir,
            networks: networks,
            productionCompanies: productionCompanies,
            productionCountries: productionCountries,
            spokenLanguages: spokenLanguages,
            status: status,
            type: type,
            popularity: popularity,
            voteAverage: voteAverage,
            voteCount: voteCount,
            isAdultOnly: isAdultOnly
        )
    }

    /// A series with nothing but an id and a name, for tests that cache a part beside its series.
    public static func bare(_ id: Int) -> TVSeries {
        TVSeries(id: id, name: "Series \(id)")
    }
}
