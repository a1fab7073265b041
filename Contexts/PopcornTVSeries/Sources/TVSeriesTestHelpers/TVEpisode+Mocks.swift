import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain

extension TVEpisode {
    /// Breaking Bad's pilot with every field: two crew members (director and director of photography)
    /// and three guest stars.
    public static func mock(
        id: Int = 62_085,
        name: String = "Pilot",
        episodeNumber: Int = 1,
        seasonNumber: Int = 1,
        overview: String? = "A high school chemistry teacher is diagnosed with terminal lung cancer.",
        airDate: Date? = Date(timeIntervalSince1970: 1_200_787_200),
        episodeType: String? = "standard",
        runtime: Int? = 58,
        showID: Int? = 1396,
        productionCode: String? = "101",
        stillPath: URL? = URL(string: "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg"),
        crew: [CrewMember]? = [
            .mock(id: 66_633, creditID: "e1", name: "Vince Gilligan", job: "Director", department: "Directing"),
            .mock(
                id: 66_634, creditID: "e2", name: "Michael Slovis", job: "Director of Photography", department: "Camera"
            ),
        ],
        guestStars: [CastMember]? = [
            .mock(id: 92_495, creditID: "g1", name: "John Koyama", character: "Emilio Koyama", order: 500),
            .mock(id: 1_216_132, creditID: "g2", name: "Marius Stan", character: "Bogdan Wolynetz", order: 501),
            .mock(
                id: 161_591, creditID: "g3", name: "Carmen Serano", character: "Carmen Molina", gender: .female,
                order: 502),
        ],
        voteAverage: Double? = 8.3,
        voteCount: Int? = 359
    ) -> TVEpisode {
        TVEpisode(
            id: id,
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
            crew: crew,
            guestStars: guestStars,
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}
