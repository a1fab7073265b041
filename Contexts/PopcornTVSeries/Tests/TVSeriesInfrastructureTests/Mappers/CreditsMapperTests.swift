import CoreDomain
import Foundation
import TVSeriesDomain
import Testing

@testable import TVSeriesInfrastructure

@Suite("CreditsMapper")
struct CreditsMapperTests {
    let mapper = CreditsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to credits with cast and crew in stored order")
    func entityToDomain() {
        let credits = mapper.map(TVSeriesCreditsEntity.mock())
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(credits.crew == [.mock()])
    }

    @Test("credits map to an entity with positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(Credits.mock(), language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.cast?.map(\.position) == [0, 1, 2])
        #expect(entity.cast?.map(\.personID) == [17_419, 84_497, 134_531])
        #expect(entity.cast?.allSatisfy { $0.tvSeriesID == 1396 } == true)
        #expect(entity.crew?.map(\.position) == [0, 1])
    }

    @Test("credits survive the trip to an entity and back unchanged")
    func roundTrip() {
        #expect(mapper.map(mapper.map(Credits.mock(), language: "en-US", cachedAt: cachedAt)) == Credits.mock())
    }

    @Test("updating in place replaces both lists, keeps the series and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesCreditsEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let credits = Credits.mock(cast: [.mock(id: 1)], crew: [])

        mapper.map(credits, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.cast?.map(\.personID) == [1])
        #expect(entity.crew == [])
    }

    @Test("an entity whose lists were not loaded maps to empty cast and crew")
    func missingListsAreEmpty() {
        let credits = mapper.map(TVSeriesCreditsEntity.mock(cast: nil, crew: nil))
        #expect(credits.cast.isEmpty)
        #expect(credits.crew.isEmpty)
    }
}
