import Foundation
import TVSeriesDomain

extension TVEpisodeAirDate {
    /// Felina, the finale of season 5, as a series' last episode to air.
    public static func mock(
        id: Int = 62_161,
        name: String = "Felina",
        overview: String? = "All bad things must come to an end.",
        airDate: Date? = Date(timeIntervalSince1970: 1_380_412_800),
        episodeNumber: Int = 16,
        seasonNumber: Int = 5,
        episodeType: String? = "finale",
        runtime: Int? = 56,
        productionCode: String? = "516",
        showID: Int? = 1396,
        stillPath: URL? = URL(string: "/pA0YwyhvdDXP3BEGL2grrIhq8aM.jpg"),
        voteAverage: Double? = 9.2,
        voteCount: Int? = 247
    ) -> TVEpisodeAirDate {
        TVEpisodeAirDate(
            id: id,
            name: name,
            overview: overview,
            airDate: airDate,
            episodeNumber: episodeNumber,
            seasonNumber: seasonNumber,
            episodeType: episodeType,
            runtime: runtime,
            productionCode: productionCode,
            showID: showID,
            stillPath: stillPath,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}
