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
        let credits = PersonCredits.mock(
            id: 287,
            cast: [
                .mock(job: "Actor", department: "Acting", episodeCount: 1),
                .mock(
                    creditID: "525710bb760ee3776a1b38e4", mediaType: .tvSeries, titleID: 1668, title: "Friends",
                    originalTitle: "Friends", character: "Will Colbert", job: "Actor", department: "Acting",
                    episodeCount: 1),
                .mock(
                    creditID: "52fe4213c3a36847f800226b", titleID: 807, title: "Se7en", character: "David Mills",
                    job: "Actor", department: "Acting", episodeCount: 1),
            ],
            crew: [
                .mock(
                    creditID: "52fe4922c3a368484e11f2a5", titleID: 76_203, title: "12 Years a Slave",
                    originalTitle: "12 Years a Slave", character: nil, job: "Producer", department: "Production"),
                .mock(
                    creditID: "5a5f4b2a0e0a264cc9003c15", titleID: 60_308, title: "Moneyball", character: nil,
                    job: "Producer", department: "Production"),
            ]
        )
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
