import CoreDomain
import Foundation
import MoviesDomain
import Testing

@testable import MoviesInfrastructure

@Suite("CreditsMapper")
struct CreditsMapperTests {
    let mapper = CreditsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to credits with cast and crew in stored order")
    func entityToDomain() {
        let credits = mapper.map(MoviesCreditsEntity.mock())
        #expect(credits.id == 550)
        #expect(credits.cast.map(\.name) == ["Edward Norton", "Brad Pitt"])
        #expect(credits.crew == [.mock()])
    }

    @Test("credits map to an entity with positions, the language and cachedAt")
    func domainToEntity() {
        let entity = mapper.map(Credits.mock(), language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.movieID == 550)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.cast?.map(\.position) == [0, 1, 2])
        #expect(entity.cast?.map(\.personID) == [819, 287, 1283])
        #expect(entity.cast?.allSatisfy { $0.movieID == 550 } == true)
        #expect(entity.crew?.map(\.position) == [0, 1])
    }

    @Test("credits survive the trip to an entity and back unchanged")
    func roundTrip() {
        #expect(mapper.map(mapper.map(Credits.mock(), language: "en-US", cachedAt: cachedAt)) == Credits.mock())
    }

    @Test("updating in place replaces both lists, keeps the movie and refreshes cachedAt")
    func updateInPlace() {
        var entity = MoviesCreditsEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let credits = Credits.mock(cast: [.mock(id: 1)], crew: [])

        mapper.map(credits, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.movieID == 550)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.cast?.map(\.personID) == [1])
        #expect(entity.crew == [])
    }

    @Test("an entity whose lists were not loaded maps to empty cast and crew")
    func missingListsAreEmpty() {
        let credits = mapper.map(MoviesCreditsEntity.mock(cast: nil, crew: nil))
        #expect(credits.cast.isEmpty)
        #expect(credits.crew.isEmpty)
    }
}
