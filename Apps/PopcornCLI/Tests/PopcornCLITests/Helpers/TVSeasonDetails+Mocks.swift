import CoreApplication
import Foundation
import TVSeriesApplication

extension TVSeasonDetails {
    /// Breaking Bad's first season with its seven episodes.
    static func mock(
        tvSeriesName: String? = "Breaking Bad",
        episodes: [TVEpisodeDetails]? = TVEpisodeDetails.seasonOne()
    ) -> TVSeasonDetails {
        TVSeasonDetails(
            id: 3572,
            name: "Season 1",
            seasonNumber: 1,
            overview: "High school chemistry teacher Walter White's life is suddenly transformed by a dire medical "
                + "diagnosis.",
            airDate: .day("2008-01-20"),
            posterURLSet: .mock(path: "/season1.jpg"),
            voteAverage: 8.3,
            episodeCount: episodes?.count,
            episodes: episodes,
            tvSeriesID: 1396,
            tvSeriesName: tvSeriesName
        )
    }
}

extension TVEpisodeDetails {
    /// Breaking Bad's first season in episode order, as the application model gives it, without crew or
    /// guests.
    static func seasonOne() -> [TVEpisodeDetails] {
        let episodes = [
            (1, "Pilot", "2008-01-20", 58), (2, "Cat's in the Bag...", "2008-01-27", 49),
            (3, "...And the Bag's in the River", "2008-02-10", 48), (4, "Cancer Man", "2008-02-17", 48),
            (5, "Gray Matter", "2008-02-24", 48), (6, "Crazy Handful of Nothin'", "2008-03-02", 48),
            (7, "A No-Rough-Stuff-Type Deal", "2008-03-09", 48),
        ]
        return episodes.map { number, name, day, runtime in
            TVEpisodeDetails(
                id: 62084 + number, name: name, episodeNumber: number, seasonNumber: 1, airDate: .day(day),
                runtime: runtime)
        }
    }
}
