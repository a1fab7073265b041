import CoreDomain
import Foundation
import TVSeriesDomain

extension TVEpisodeCredits {
    /// Breaking Bad's pilot: two regulars (billed out of order), a guest star and two crew credits.
    public static func mock(
        tvSeriesID: Int = 1396,
        seasonNumber: Int = 1,
        episodeNumber: Int = 1,
        episodeID: Int? = 62085,
        cast: [CastMember] = [
            CastMember(
                id: 84497, creditID: "c2", name: "Aaron Paul", character: "Jesse Pinkman", gender: .male,
                profilePath: URL(string: "/aaron.jpg"), order: 1),
            CastMember(
                id: 17419, creditID: "c1", name: "Bryan Cranston", character: "Walter White", gender: .male,
                profilePath: URL(string: "/bryan.jpg"), order: 0),
        ],
        guestStars: [CastMember] = [
            CastMember(
                id: 1_046_460, creditID: "g1", name: "Max Arciniega", character: "Krazy-8", gender: .male,
                profilePath: URL(string: "/max.jpg"), order: 0)
        ],
        crew: [CrewMember] = [
            CrewMember(
                id: 66633, creditID: "d1", name: "Vince Gilligan", job: "Director", department: "Directing",
                gender: .male, profilePath: URL(string: "/vince.jpg")),
            CrewMember(id: 66633, creditID: "w1", name: "Vince Gilligan", job: "Writer", department: "Writing"),
        ]
    ) -> TVEpisodeCredits {
        TVEpisodeCredits(
            tvSeriesID: tvSeriesID,
            seasonNumber: seasonNumber,
            episodeNumber: episodeNumber,
            episodeID: episodeID,
            cast: cast,
            guestStars: guestStars,
            crew: crew
        )
    }
}
