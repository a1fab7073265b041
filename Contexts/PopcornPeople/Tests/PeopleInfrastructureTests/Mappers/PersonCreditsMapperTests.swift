import Foundation
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleInfrastructure

@Suite("PersonCreditsMapper")
struct PersonCreditsMapperTests {
    let mapper = PersonCreditsMapper()
    let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("an entity maps to credits with cast and crew in stored order")
    func entityToDomain() {
        let credits = mapper.map(PeopleCreditsEntity.mock())
        #expect(credits.id == 287)
        #expect(credits.cast.map(\.title) == ["Fight Club", "Friends"])
        #expect(credits.cast.map(\.mediaType) == [.movie, .tvSeries])
        #expect(credits.crew.map(\.job) == ["Producer"])
        #expect(credits.crew.first?.character == nil)
    }

    @Test("credits map to an entity with kinds, positions per list, the language and cachedAt")
    func domainToEntity() {
        let credits = PersonCredits.fiveCredits()
        let entity = mapper.map(credits, language: "fr-FR", cachedAt: cachedAt)
        #expect(entity.personID == 287)
        #expect(entity.language == "fr-FR")
        #expect(entity.cachedAt == cachedAt)
        #expect(entity.cast?.map(\.position) == [0, 1, 2])
        #expect(entity.cast?.map(\.titleID) == [550, 1668, 807])
        #expect(entity.cast?.allSatisfy { $0.kind == .cast && $0.personID == 287 } == true)
        #expect(entity.crew?.map(\.position) == [0, 1])
        #expect(entity.crew?.allSatisfy { $0.kind == .crew && $0.personID == 287 } == true)
    }

    @Test("credits survive the trip to an entity and back unchanged")
    func roundTrip() {
        #expect(
            mapper.map(mapper.map(PersonCredits.mock(), language: "en-US", cachedAt: cachedAt)) == PersonCredits.mock())
    }

    @Test("updating in place replaces both lists, keeps the person and refreshes cachedAt")
    func updateInPlace() {
        var entity = PeopleCreditsEntity.mock(cachedAt: cachedAt)
        let later = cachedAt.addingTimeInterval(60)
        let credits = PersonCredits.mock(cast: [.mock(titleID: 1)], crew: [])

        mapper.map(credits, to: &entity, language: "de-DE", cachedAt: later)

        #expect(entity.personID == 287)
        #expect(entity.language == "de-DE")
        #expect(entity.cachedAt == later)
        #expect(entity.cast?.map(\.titleID) == [1])
        #expect(entity.crew == [])
    }

    @Test("an entity whose lists were not loaded maps to empty cast and crew")
    func missingListsAreEmpty() {
        let credits = mapper.map(PeopleCreditsEntity.mock(cast: nil, crew: nil))
        #expect(credits.cast.isEmpty)
        #expect(credits.crew.isEmpty)
    }
}
