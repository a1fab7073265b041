import CoreDomain
import CoreDomainTestHelpers
import DataPersistence
import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesEpisodeEntity {
    /// The pilot of Breaking Bad as its season caches it (first in `tv:1396:season:1`).
    static func mock(
        episodeKey: String = "tv:1396:season:1:episode:1",
        tvSeriesID: Int = 1396,
        seasonKey: String? = "tv:1396:season:1",
        position: Int? = 0,
        episodeID: Int = 62_085,
        name: String = "Pilot",
        episodeNumber: Int = 1,
        seasonNumber: Int = 1,
        overview: String? = "A high school chemistry teacher is diagnosed with terminal lung cancer.",
        airDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        episodeType: String? = "standard",
        runtime: Int? = 58,
        showID: Int? = 1396,
        productionCode: String? = "101",
        stillPath: String? = "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg",
        voteAverage: Double? = 8.3,
        voteCount: Int? = 359,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        crew: [CrewMemberRow]? = [CrewMemberRowMapper().map(.mock())],
        guestStars: [CastMemberRow]? = [
            CastMemberRowMapper().map(.mock()),
            CastMemberRowMapper().map(
                .mock(id: 84_497, creditID: "g2", name: "Aaron Paul", character: "Jesse Pinkman", order: 1)),
        ]
    ) -> TVSeriesEpisodeEntity {
        TVSeriesEpisodeEntity(
            episodeKey: episodeKey,
            tvSeriesID: tvSeriesID,
            seasonKey: seasonKey,
            position: position,
            episodeID: episodeID,
            name: name,
            episodeNumber: episodeNumber,
            seasonNumber: seasonNumber,
            overview: overview,
            airDate: airDate,
            episodeType: episodeType,
            runtime: runtime,
            showID: showID,
            productionCode: productionCode,
            stillPath: stillPath,
            voteAverage: voteAverage,
            voteCount: voteCount,
            language: language,
            cachedAt: cachedAt,
            crew: crew,
            guestStars: guestStars
        )
    }
}
