import Foundation
import TVSeriesDomain

extension TVSeason {
    static func mock(
        id: Int = 3572,
        name: String = "Season 1",
        seasonNumber: Int = 1,
        posterPath: URL? = URL(string: "/season.jpg"),
        episodes: [TVEpisode]? = [.mock(), .mock(id: 62086, name: "Cat's in the Bag...", episodeNumber: 2)],
        episodeCount: Int? = 7
    ) -> TVSeason {
        TVSeason(
            id: id,
            name: name,
            seasonNumber: seasonNumber,
            overview: "High school chemistry teacher Walter White's life is suddenly transformed.",
            airDate: Date(timeIntervalSince1970: 1_200_873_600),
            posterPath: posterPath,
            voteAverage: 8.3,
            episodes: episodes,
            episodeCount: episodeCount
        )
    }
}
