import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("SingleEpisodeMapper")
struct SingleEpisodeMapperTests {
    let mapper = SingleEpisodeMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to an episode with every field, its crew and guest stars in order")
    func entityToDomain() {
        #expect(
            mapper.map(TVSeriesSingleEpisodeEntity.mock())
                == TVEpisode.mock(
                    crew: [.mock()],
                    guestStars: [
                        .mock(),
                        .mock(id: 84_497, creditID: "g2", name: "Aaron Paul", character: "Jesse Pinkman", order: 1),
                    ]
                ))
    }

    @Test("an episode maps to an entity under its cache key, with the series, positions, language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(
            TVEpisode.mock(episodeNumber: 3, seasonNumber: 2, showID: nil), tvSeriesID: 1396, language: "fr-FR",
            cachedAt: cachedAt)

        #expect(entity.episodeKey == "tv:1396:season:2:episode:3")
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.showID == nil)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.crew?.map(\.position) == [0, 1])
        #expect(entity.guestStars?.map(\.position) == [0, 1, 2])
        #expect(entity.guestStars?.allSatisfy { $0.episodeKey == "tv:1396:season:2:episode:3" } == true)
    }

    @Test("an episode survives the trip to an entity and back unchanged")
    func roundTrip() {
        let entity = mapper.map(TVEpisode.mock(), tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity) == TVEpisode.mock())
    }

    @Test("updating in place overwrites every field and child, keeps the key and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesSingleEpisodeEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let episode = TVEpisode.mock(name: "Pilot (Extended)", runtime: nil, crew: [], guestStars: [.mock(id: 5)])

        mapper.map(episode, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.episodeKey == "tv:1396:season:1:episode:1")
        #expect(entity.name == "Pilot (Extended)")
        #expect(entity.runtime == nil)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.crew == [])
        #expect(entity.guestStars?.map(\.personID) == [5])
        #expect(mapper.map(entity) == episode)
    }
}
