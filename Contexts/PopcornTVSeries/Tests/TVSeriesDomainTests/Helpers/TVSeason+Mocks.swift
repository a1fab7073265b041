import Foundation
import TVSeriesDomain

extension TVSeason {
    static func mock(
        id: Int = 3572,
        seasonNumber: Int = 1,
        episodes: [TVEpisode]? = [.mock()],
        episodeCount: Int? = 7
    ) -> TVSeason {
        TVSeason(
            id: id,
            name: "Season 1",
            seasonNumber: seasonNumber,
            overview: "Walter White's life is suddenly transformed.",
            airDate: Date(timeIntervalSince1970: 1_200_873_600),
            posterPath: URL(string: "/season.jpg"),
            voteAverage: 8.3,
            episodes: episodes,
            episodeCount: episodeCount
        )
    }
}
