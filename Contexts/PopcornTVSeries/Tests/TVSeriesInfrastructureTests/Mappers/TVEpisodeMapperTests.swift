import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVEpisodeMapper")
struct TVEpisodeMapperTests {
    let mapper = TVEpisodeMapper()

    @Test("an entity maps to an episode with every field, its crew and guest stars in order")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesEpisodeEntity.mock())
                == TVEpisode.mock(
                    crew: [.mock()],
                    guestStars: [
                        .mock(),
                        .mock(id: 84_497, creditID: "g2", name: "Aaron Paul", character: "Jesse Pinkman", order: 1),
                    ]
                ))
    }

    @Test("an episode maps to an entity of its season at its position, its children pointing at it")
    func domainToEntity() {
        let entity = mapper.map(TVEpisode.mock(), seasonKey: "tv:1396:season:1", position: 4)

        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.position == 4)
        #expect(entity.episodeID == 62_085)
        #expect(entity.stillPath == "/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg")
        #expect(entity.crew?.map(\.position) == [0, 1])
        #expect(entity.crew?.allSatisfy { $0.seasonKey == "tv:1396:season:1" && $0.episodePosition == 4 } == true)
        #expect(entity.guestStars?.map(\.personID) == [92_495, 1_216_132, 161_591])
        #expect(entity.guestStars?.allSatisfy { $0.episodePosition == 4 } == true)
        #expect(mapper.map(entity) == TVEpisode.mock())
    }

    @Test("updating in place overwrites the episode, its position and children, and keeps the season")
    func updateInPlace() {
        var entity = TVSeriesEpisodeEntity.mock(position: 0)
        let episode = TVEpisode(
            id: 1, name: "Redux", episodeNumber: 9, seasonNumber: 1, crew: [], guestStars: [.mock()])

        mapper.map(episode, to: &entity, position: 2)

        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.position == 2)
        #expect(entity.overview == nil)
        #expect(entity.crew == [])
        #expect(entity.guestStars == [.mock(episodePosition: 2)])
        #expect(mapper.map(entity) == episode)
    }
}
