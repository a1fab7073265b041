import CoreDomain
import CoreDomainTestHelpers
import Foundation
import TVSeriesDomain
import TVSeriesTestHelpers
import Testing

@testable import TVSeriesInfrastructure

@Suite("AggregateCreditsMapper")
struct AggregateCreditsMapperTests {
    let mapper = AggregateCreditsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to aggregate credits with members, roles and jobs in stored order")
    func entityToDomain() {
        let credits = mapper.map(TVSeriesAggregateCreditsEntity.mock())
        #expect(credits.id == 1396)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston"])
        #expect(credits.cast.first?.roles.map(\.character) == ["Walter White", "Heisenberg"])
        #expect(credits.crew.first?.jobs.map(\.job) == ["Executive Producer", "Creator"])
    }

    @Test("aggregate credits map to an entity with positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(AggregateCredits.mock(), language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.tvSeriesID == 1396)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.cast?.map(\.position) == [0, 1])
        #expect(entity.cast?.last?.roles?.map(\.memberPosition) == [1])
        #expect(entity.crew?.map(\.personID) == [66_633, 1_223_202])
        #expect(entity.crew?.first?.jobs?.map(\.position) == [0, 1])
    }

    @Test("aggregate credits survive the trip to an entity and back unchanged")
    func roundTrip() {
        let entity = mapper.map(AggregateCredits.mock(), language: "en-US", cachedAt: cachedAt)
        #expect(mapper.map(entity) == AggregateCredits.mock())
    }

    @Test("updating in place replaces both lists, keeps the series and refreshes cachedAt")
    func updateInPlace() {
        var entity = TVSeriesAggregateCreditsEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let credits = AggregateCredits.mock(cast: [], crew: [.mock(jobs: [])])

        mapper.map(credits, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.tvSeriesID == 1396)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.cast == [])
        #expect(entity.crew?.first?.jobs == [])
        #expect(mapper.map(entity) == credits)
    }

    @Test("an entity whose lists were not loaded maps to empty cast and crew")
    func missingListsAreEmpty() {
        let credits = mapper.map(TVSeriesAggregateCreditsEntity.mock(cast: nil, crew: nil))
        #expect(credits.cast.isEmpty)
        #expect(credits.crew.isEmpty)
    }
}
