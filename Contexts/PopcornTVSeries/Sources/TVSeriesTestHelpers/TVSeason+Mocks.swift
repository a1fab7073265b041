import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain

extension TVSeason {
    /// Breaking Bad's first season with its first three episodes and an episode count of 7.
    public static func mock(
        id: Int = 3572,
        name: String = "Season 1",
        seasonNumber: Int = 1,
        overview: String? = "High school chemistry teacher Walter White's life is suddenly transformed.",
        airDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        posterPath: URL? = URL(string: "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg"),
        voteAverage: Double? = 8.3,
        episodes: [TVEpisode]? = [
            .mock(id: 62_085, name: "Pilot", episodeNumber: 1),
            .mock(id: 62_086, name: "Cat's in the Bag...", episodeNumber: 2, crew: [.mock()], guestStars: []),
            .mock(id: 62_087, name: "...And the Bag's in the River", episodeNumber: 3, crew: [], guestStars: [.mock()]),
        ],
        episodeCount: Int? = 7
    ) -> TVSeason {
        TVSeason(
            id: id,
            name: name,
            seasonNumber: seasonNumber,
            overview: overview,
            airDate: airDate,
            posterPath: posterPath,
            voteAverage: voteAverage,
            episodes: episodes,
            episodeCount: episodeCount
        )
    }

    /// A season as a series' details summarise it: no episodes, an episode count.
    public static func summaryMock(
        id: Int = 3572,
        name: String = "Season 1",
        seasonNumber: Int = 1,
        episodeCount: Int? = 7
    ) -> TVSeason {
        .mock(id: id, name: name, seasonNumber: seasonNumber, episodes: nil, episodeCount: episodeCount)
    }
}
