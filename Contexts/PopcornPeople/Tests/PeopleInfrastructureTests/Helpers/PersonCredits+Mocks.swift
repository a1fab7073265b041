import Foundation
import PeopleDomain

extension PersonCredits {
    static func mock(
        id: Int = 287,
        cast: [PersonCredit] = [
            .mock(),
            .mock(
                creditID: "525710bb760ee3776a1b38e4", mediaType: .tvSeries, titleID: 1668, title: "Friends",
                originalTitle: "Friends", character: "Will Colbert", episodeCount: 1),
            .mock(creditID: "52fe4213c3a36847f800226b", titleID: 807, title: "Se7en", character: "David Mills"),
        ],
        crew: [PersonCredit] = [
            .mock(
                creditID: "52fe4922c3a368484e11f2a5", titleID: 76_203, title: "12 Years a Slave",
                originalTitle: "12 Years a Slave", character: nil, job: "Producer", department: "Production",
                episodeCount: nil),
            .mock(
                creditID: "5a5f4b2a0e0a264cc9003c15", titleID: 60_308, title: "Moneyball", character: nil,
                job: "Producer", department: "Production", episodeCount: nil),
        ]
    ) -> PersonCredits {
        PersonCredits(id: id, cast: cast, crew: crew)
    }
}
