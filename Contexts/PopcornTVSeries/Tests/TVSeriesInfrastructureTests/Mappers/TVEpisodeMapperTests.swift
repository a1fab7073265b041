import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVEpisodeMapper")
struct TVEpisodeMapperTests {
    let mapper = TVEpisodeMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

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

    @Test("an episode fetched on its own maps to an entity under its cache key, in no season")
    func domainToEntity() {
        let entity = mapper.map(
            TVEpisode.mock(episodeNumber: 3, seasonNumber: 2, showID: nil), tvSeriesID: 1396, language: "fr-FR",
            cachedAt: cachedAt)

        #expect(entity.episodeKey == "tv:1396:season:2:episode:3")
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.seasonKey == nil)
        #expect(entity.position == nil)
        #expect(entity.showID == nil)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.crew?.map(\.name) == ["Vince Gilligan", "Michael Slovis"])
        #expect(entity.guestStars?.map(\.personID) == [92_495, 1_216_132, 161_591])
    }

    @Test("an episode listed by a season maps to an entity of that season at its position")
    func domainToSeasonEntity() {
        let entity = mapper.map(
            TVEpisode.mock(), inSeason: "tv:1396:season:1", position: 4, tvSeriesID: 1396, language: "en-US",
            cachedAt: cachedAt)

        #expect(entity.episodeKey == "tv:1396:season:1:episode:1")
        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.position == 4)
        #expect(mapper.map(entity) == TVEpisode.mock())
    }

    @Test("an episode survives the trip to an entity and back unchanged")
    func roundTrip() {
        let entity = mapper.map(TVEpisode.mock(), tvSeriesID: 1396, language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity) == TVEpisode.mock())
    }

    @Test("updating in place overwrites every field and child, refreshes cachedAt, and keeps key and season")
    func updateInPlace() {
        var entity = TVSeriesEpisodeEntity.mock(position: 3, cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let episode = TVEpisode.mock(name: "Pilot (Extended)", runtime: nil, crew: [], guestStars: [.mock(id: 5)])

        mapper.map(episode, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.episodeKey == "tv:1396:season:1:episode:1")
        #expect(entity.seasonKey == "tv:1396:season:1")
        #expect(entity.position == 3)
        #expect(entity.name == "Pilot (Extended)")
        #expect(entity.runtime == nil)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.crew == [])
        #expect(entity.guestStars?.map(\.personID) == [5])
        #expect(mapper.map(entity) == episode)
    }
}
