import CoreDomain
import DataPersistence
import Foundation

@testable import TVSeriesInfrastructure

extension TVSeriesEpisodeCreditsEntity {
    /// The cached credits of Breaking Bad's pilot, as ``TVEpisodeCredits/mock(tvSeriesID:seasonNumber:episodeNumber:episodeID:cast:guestStars:crew:)`` stores them.
    static func mock(
        creditsKey: String = "tv:1396:season:1:episode:1:credits",
        episodeID: Int? = 62085,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        cast: [CastMemberRow]? = [
            CastMemberRow(
                personID: 84497, castID: nil, creditID: "c2", name: "Aaron Paul", character: "Jesse Pinkman",
                gender: 2, profilePath: "/aaron.jpg", order: 1),
            CastMemberRow(
                personID: 17419, castID: nil, creditID: "c1", name: "Bryan Cranston", character: "Walter White",
                gender: 2, profilePath: "/bryan.jpg", order: 0),
        ],
        guestStars: [CastMemberRow]? = [
            CastMemberRow(
                personID: 1_046_460, castID: nil, creditID: "g1", name: "Max Arciniega", character: "Krazy-8",
                gender: 2, profilePath: "/max.jpg", order: 0)
        ],
        crew: [CrewMemberRow]? = [
            CrewMemberRow(
                personID: 66633, creditID: "d1", name: "Vince Gilligan", job: "Director", department: "Directing",
                gender: 2, profilePath: "/vince.jpg"),
            CrewMemberRow(
                personID: 66633, creditID: "w1", name: "Vince Gilligan", job: "Writer", department: "Writing",
                gender: 0, profilePath: nil),
        ]
    ) -> TVSeriesEpisodeCreditsEntity {
        TVSeriesEpisodeCreditsEntity(
            creditsKey: creditsKey, tvSeriesID: 1396, seasonNumber: 1, episodeNumber: 1, episodeID: episodeID,
            language: language, cachedAt: cachedAt, cast: cast, guestStars: guestStars, crew: crew)
    }
}
