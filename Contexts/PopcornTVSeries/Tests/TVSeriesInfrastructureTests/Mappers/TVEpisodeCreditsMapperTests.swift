import CoreDomain
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("TVEpisodeCreditsMapper")
struct TVEpisodeCreditsMapperTests {
    let mapper = TVEpisodeCreditsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to credits with the episode's numbers and id, every list in its stored order")
    func entityToDomain() {
        #expect(mapper.map(TVSeriesEpisodeCreditsEntity.mock()) == TVEpisodeCredits.mock())
    }

    @Test("an entity whose lists were never read maps to empty lists")
    func entityWithoutChildren() {
        let credits = mapper.map(TVSeriesEpisodeCreditsEntity.mock(cast: nil, guestStars: nil, crew: nil))

        #expect(credits.cast.isEmpty && credits.guestStars.isEmpty && credits.crew.isEmpty)
    }

    @Test("credits map to a new entity under their cache key, in a language, stamped with cachedAt")
    func domainToEntity() {
        let entity = mapper.map(TVEpisodeCredits.mock(), language: "en-US", cachedAt: cachedAt)

        #expect(entity == TVSeriesEpisodeCreditsEntity.mock())
        #expect(
            mapper.map(.mock(seasonNumber: 0, episodeNumber: 7), language: "fr-FR", cachedAt: cachedAt).creditsKey
                == "tv:1396:season:0:episode:7:credits")
    }

    @Test("updating an entity in place replaces its lists, id and language and refreshes cachedAt, keeping its key")
    func updateInPlace() {
        var entity = TVSeriesEpisodeCreditsEntity.mock()
        let later = cachedAt.addingTimeInterval(3600)
        let updated = TVEpisodeCredits.mock(episodeID: nil, cast: [], guestStars: [])

        mapper.map(updated, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.creditsKey == "tv:1396:season:1:episode:1:credits")
        #expect(entity.episodeID == nil)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.cast == [])
        #expect(entity.guestStars == [])
        #expect(entity.crew?.map(\.creditID) == ["d1", "w1"])
        #expect(mapper.map(entity) == updated)
    }
}
