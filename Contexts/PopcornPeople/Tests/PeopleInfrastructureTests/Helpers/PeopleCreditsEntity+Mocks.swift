import Foundation

@testable import PeopleInfrastructure

extension PeopleCreditsEntity {
    static func mock(
        personID: Int = 287,
        language: String = "en-US",
        cachedAt: Date = Date(timeIntervalSince1970: 1_700_000_000),
        cast: [PeopleCreditEntity]? = [
            .mock(position: 0),
            .mock(
                position: 1, creditID: "525710bb760ee3776a1b38e4", mediaType: "tvSeries", titleID: 1668,
                title: "Friends", originalTitle: "Friends", character: "Will Colbert"),
        ],
        crew: [PeopleCreditEntity]? = [
            .mock(
                kind: .crew, creditID: "52fe4922c3a368484e11f2a5", titleID: 76_203, title: "12 Years a Slave",
                originalTitle: "12 Years a Slave", character: nil, job: "Producer", department: "Production",
                episodeCount: nil)
        ]
    ) -> PeopleCreditsEntity {
        PeopleCreditsEntity(personID: personID, language: language, cachedAt: cachedAt, cast: cast, crew: crew)
    }
}
