import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesSeasonSummaryEntity {
    static func mock(
        tvSeriesID: Int = 1396,
        position: Int = 0,
        seasonID: Int = 3572,
        name: String = "Season 1",
        seasonNumber: Int = 1,
        overview: String? = "High school chemistry teacher Walter White's life is suddenly transformed.",
        airDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        posterPath: String? = "/1BP4xYv9ZG4ZVHkL7ocOziBbSYH.jpg",
        voteAverage: Double? = 8.3,
        episodeCount: Int? = 7
    ) -> TVSeriesSeasonSummaryEntity {
        TVSeriesSeasonSummaryEntity(
            tvSeriesID: tvSeriesID,
            position: position,
            seasonID: seasonID,
            name: name,
            seasonNumber: seasonNumber,
            overview: overview,
            airDate: airDate,
            posterPath: posterPath,
            voteAverage: voteAverage,
            episodeCount: episodeCount
        )
    }
}
