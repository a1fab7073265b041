import CoreDomain
import DataPersistence
import Foundation
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

extension GRDBPersonLocalDataSourceTests {
    @Test("saved credits read back with all fields, cast and crew each in order")
    func creditsRoundTrip() async throws {
        try await dataSource.save(PersonCredits.fiveCredits())

        let cached = try #require(try await dataSource.credits(forPerson: 287))

        #expect(cached.value == PersonCredits.fiveCredits())
        #expect(cached.value.cast.map(\.title) == ["Fight Club", "Friends", "Se7en"])
        #expect(cached.value.crew.map(\.title) == ["12 Years a Slave", "Moneyball"])
        #expect(cached.cachedAt == clock.now())
        #expect(try count("people_credit") == 5)
    }

    @Test("the kind column, not the job, decides whether a credit is cast or crew")
    func kindDecidesTheList() async throws {
        let credits = PersonCredits.mock(
            cast: [.mock(job: "Actor", department: "Acting", episodeCount: 1)],
            crew: [.mock(creditID: "x", job: nil, department: "Acting", episodeCount: 1)])
        try await dataSource.save(credits)

        let kinds = try await database.read { db in
            try String.fetchAll(db, sql: "SELECT kind FROM people_credit ORDER BY kind, position")
        }
        #expect(kinds == ["cast", "crew"])
        #expect(try await dataSource.credits(forPerson: 287)?.value == credits)
    }

    @Test("credits that were never saved, or saved in another language, read as nil")
    func missingOrOtherLanguageCredits() async throws {
        #expect(try await dataSource.credits(forPerson: 287) == nil)
        try await dataSource(language: "fr-FR").save(PersonCredits.mock())
        #expect(try await dataSource.credits(forPerson: 287) == nil)
    }

    @Test("saving credits again updates them in place and leaves no orphan credits")
    func creditsOverwriteLeavesNoOrphans() async throws {
        try await dataSource.save(PersonCredits.fiveCredits())
        try await dataSource.save(PersonCredits.fiveCredits(id: 11_701))
        clock.advance(by: 60)
        let updated = PersonCredits.mock(
            cast: [.mock(creditID: "only", title: "Only One", job: "Actor", department: "Acting", episodeCount: 1)],
            crew: [])

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.credits(forPerson: 287))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("people_credits") == 2)
        #expect(try count("people_credit") == 1 + 5)
        #expect(try await dataSource.credits(forPerson: 11_701)?.value == PersonCredits.fiveCredits(id: 11_701))
    }

    @Test("deleting a credits row deletes its cast and crew rows and no other person's")
    func deletingCreditsCascades() async throws {
        try await dataSource.save(PersonCredits.fiveCredits())
        try await dataSource.save(PersonCredits.fiveCredits(id: 11_701))

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM people_credits WHERE personID = 287") }

        let left = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM people_credit WHERE personID = 287")
        }
        #expect(left == 0)
        #expect(try count("people_credit") == 5)
    }

    @Test("reading credits runs three queries, however many credits there are")
    func creditsReadIsNotNPlusOne() async throws {
        try await dataSource.save(PersonCredits.mock(id: 1, cast: [.mock()], crew: []))
        try await dataSource.save(
            PersonCredits.mock(
                id: 2,
                cast: (0..<50).map { .mock(creditID: "cast\($0)", titleID: $0) },
                crew: (0..<50).map { .mock(creditID: "crew\($0)", titleID: $0) }))

        let few = try await queryCount { _ = try await dataSource.credits(forPerson: 1) }
        let lots = try await queryCount { _ = try await dataSource.credits(forPerson: 2) }

        #expect(few == 3)
        #expect(lots == 3)
        #expect(try await dataSource.credits(forPerson: 2)?.value.crew.count == 50)
    }

    @Test("saving credits and their rows is one transaction")
    func creditsSaveIsOneTransaction() async throws {
        try await dataSource.save(PersonCredits.mock())

        try await expectOneTransactionUpdating("people_credits") {
            try await dataSource.save(PersonCredits.mock(crew: []))
        }
    }
}
