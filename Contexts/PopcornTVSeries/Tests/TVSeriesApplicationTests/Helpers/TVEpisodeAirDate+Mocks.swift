import Foundation
import TVSeriesDomain

extension TVEpisodeAirDate {
    static func mock(
        id: Int = 62161,
        name: String = "Granite State",
        episodeNumber: Int = 15,
        seasonNumber: Int = 5,
        stillPath: URL? = URL(string: "/airdate.jpg")
    ) -> TVEpisodeAirDate {
        TVEpisodeAirDate(
            id: id,
            name: name,
            overview: "Events set in motion long ago move toward a conclusion.",
            airDate: Date(timeIntervalSince1970: 1_380_412_800),
            episodeNumber: episodeNumber,
            seasonNumber: seasonNumber,
            episodeType: "standard",
            runtime: 55,
            productionCode: "5ABC15",
            showID: 1396,
            stillPath: stillPath,
            voteAverage: 9.2,
            voteCount: 150
        )
    }
}
