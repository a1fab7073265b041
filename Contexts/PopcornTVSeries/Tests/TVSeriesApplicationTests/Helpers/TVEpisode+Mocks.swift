import CoreDomain
import Foundation
import TVSeriesDomain

extension TVEpisode {
    static func mock(
        id: Int = 62085,
        name: String = "Pilot",
        episodeNumber: Int = 1,
        seasonNumber: Int = 1,
        stillPath: URL? = URL(string: "/still.jpg"),
        crew: [CrewMember]? = [
            CrewMember(
                id: 66633, creditID: "e1", name: "Vince Gilligan", job: "Writer", department: "Writing",
                gender: .male, profilePath: URL(string: "/gilligan.jpg"))
        ],
        guestStars: [CastMember]? = [
            CastMember(
                id: 1_216_132, creditID: "g2", name: "Max Arciniega", character: "Krazy-8",
                gender: .male, profilePath: URL(string: "/max.jpg"), order: 1),
            CastMember(
                id: 92495, creditID: "g1", name: "John Koyama", character: "Emilio",
                gender: .male, profilePath: nil, order: 0),
        ]
    ) -> TVEpisode {
        TVEpisode(
            id: id,
            name: name,
            episodeNumber: episodeNumber,
            seasonNumber: seasonNumber,
            overview: "Walter White, a chemistry teacher, learns he has cancer.",
            airDate: Date(timeIntervalSince1970: 1_200_873_600),
            episodeType: "standard",
            runtime: 58,
            showID: 1396,
            productionCode: "1ABC01",
            stillPath: stillPath,
            crew: crew,
            guestStars: guestStars,
            voteAverage: 7.9,
            voteCount: 200
        )
    }
}
