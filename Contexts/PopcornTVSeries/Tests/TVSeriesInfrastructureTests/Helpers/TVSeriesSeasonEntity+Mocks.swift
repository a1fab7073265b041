import CoreDomainTestHelpers
import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesSeasonEntity {
    static func mock(
        seasonKey: String = "tv:1396:season:1",
        tvSeriesID: Int = 1396,
        seasonNumber: Int = 1,
        seasonID: Int = 3572,
        name: String = "Season 1",
        overview: String? = "High school chemistry teacher Walter White's life is suddenly transformed.",
        airDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        posterPath: String? = "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg",
        voteAverage: Double? = 8.3,
        episodeCount: Int? = 7,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        episodes: [TVSeriesEpisodeEntity]? = [
            .mock(position: 0),
            .mock(
                episodeKey: "tv:1396:season:1:episode:2", position: 1, episodeID: 62_086, name: "Cat's in the Bag...",
                episodeNumber: 2, crew: [], guestStars: []),
        ]
    ) -> TVSeriesSeasonEntity {
        TVSeriesSeasonEntity(
            seasonKey: seasonKey,
            tvSeriesID: tvSeriesID,
            seasonNumber: seasonNumber,
            seasonID: seasonID,
            name: name,
            overview: overview,
            airDate: airDate,
            posterPath: posterPath,
            voteAverage: voteAverage,
            episodeCount: episodeCount,
            language: language,
            cachedAt: cachedAt,
            episodes: episodes
        )
    }
}
