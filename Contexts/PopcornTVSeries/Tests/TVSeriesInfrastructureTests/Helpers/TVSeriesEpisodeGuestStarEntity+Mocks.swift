@testable import TVSeriesInfrastructure

extension TVSeriesEpisodeGuestStarEntity {
    static func mock(
        seasonKey: String = "tv:1396:season:1",
        episodePosition: Int = 0,
        position: Int = 0,
        personID: Int = 17_419,
        castID: Int? = 3,
        creditID: String = "52542282760ee313280017f9",
        name: String = "Bryan Cranston",
        character: String = "Walter White",
        gender: Int = 2,
        profilePath: String? = "/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg",
        order: Int = 0
    ) -> TVSeriesEpisodeGuestStarEntity {
        TVSeriesEpisodeGuestStarEntity(
            seasonKey: seasonKey,
            episodePosition: episodePosition,
            position: position,
            personID: personID,
            castID: castID,
            creditID: creditID,
            name: name,
            character: character,
            gender: gender,
            profilePath: profilePath,
            order: order
        )
    }
}
