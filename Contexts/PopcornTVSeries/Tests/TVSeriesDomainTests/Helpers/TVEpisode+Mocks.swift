import CoreDomain
import Foundation
import TVSeriesDomain

extension TVEpisode {
    static func mock(
        id: Int = 62085,
        episodeNumber: Int = 1,
        runtime: Int? = 58,
        guestStars: [CastMember]? = [
            CastMember(id: 92495, creditID: "g1", name: "John Koyama", character: "Emilio", order: 0)
        ]
    ) -> TVEpisode {
        TVEpisode(
            id: id,
            name: "Pilot",
            episodeNumber: episodeNumber,
            seasonNumber: 1,
            overview: "Walter White learns he has cancer.",
            airDate: Date(timeIntervalSince1970: 1_200_873_600),
            episodeType: "standard",
            runtime: runtime,
            showID: 1396,
            productionCode: "1ABC01",
            stillPath: URL(string: "/still.jpg"),
            crew: [CrewMember(id: 66633, creditID: "e1", name: "Vince Gilligan", job: "Writer", department: "Writing")],
            guestStars: guestStars,
            voteAverage: 7.9,
            voteCount: 200
        )
    }
}
