import CoreDomain
import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import PeopleDomain
import PeopleInfrastructure
import PeopleTestHelpers
import Testing

@Suite("GRDBPersonLocalDataSource")
struct GRDBPersonLocalDataSourceTests {
    let database: DatabaseQueue
    let clock = FixedCacheClock()
    let dataSource: GRDBPersonLocalDataSource

    init() throws {
        database = try PeopleTestDatabase.make()
        dataSource = GRDBPersonLocalDataSource(database: database, language: "en-US", clock: clock)
    }

    func count(_ table: String) throws -> Int {
        try PeopleTestDatabase.count(table, in: database)
    }

    /// The data source of another language over the same database.
    func dataSource(language: String) -> GRDBPersonLocalDataSource {
        GRDBPersonLocalDataSource(database: database, language: language, clock: clock)
    }

    /// How many queries of People tables `read` runs, once a first read has warmed GRDB's schema cache.
    func queryCount(of read: () async throws -> Void) async throws -> Int {
        try await read()
        let log = StatementLog.attached(to: database)
        try await read()
        return log.queries(touching: "people_").count
    }

    /// Runs `save` and expects it to be one transaction that updates `table`'s row in place.
    func expectOneTransactionUpdating(_ table: String, _ save: () async throws -> Void) async throws {
        let log = StatementLog.attached(to: database)
        try await save()
        #expect(log.all.filter { $0.hasPrefix("BEGIN") }.count == 1)
        #expect(log.all.filter { $0.hasPrefix("COMMIT") }.count == 1)
        #expect(log.all.contains { $0.hasPrefix("UPDATE \"\(table)\"") })
        #expect(!log.all.contains { $0.hasPrefix("INSERT INTO \"\(table)\"") })
    }

    @Test("a saved person reads back with all 13 fields and when it was cached")
    func personRoundTrip() async throws {
        try await dataSource.save(Person.mock())

        let cached = try #require(try await dataSource.person(withID: 287))

        #expect(cached.value == Person.mock())
        #expect(cached.cachedAt == clock.now())
    }

    @Test("a person with no optional fields reads back with nil fields, not empty ones")
    func sparsePersonRoundTrip() async throws {
        try await dataSource.save(Person(id: 1, name: "Unknown"))

        let person = try #require(try await dataSource.person(withID: 1)).value

        #expect(person == Person(id: 1, name: "Unknown"))
        #expect(person.alsoKnownAs == nil)
        #expect(person.gender == .unknown)
    }

    @Test("a person known by no other name keeps an empty list, distinct from none")
    func emptyAlsoKnownAs() async throws {
        try await dataSource.save(Person.mock(alsoKnownAs: []))

        #expect(try await dataSource.person(withID: 287)?.value.alsoKnownAs == [])
    }

    @Test("a person that was never saved reads as nil")
    func missingPerson() async throws {
        #expect(try await dataSource.person(withID: 287) == nil)
    }

    @Test("a person saved in another language reads as nil")
    func otherLanguagePerson() async throws {
        let french = dataSource(language: "fr-FR")
        try await french.save(Person.mock())

        #expect(try await dataSource.person(withID: 287) == nil)
        #expect(try await french.person(withID: 287)?.value == Person.mock())
    }

    @Test("saving again updates the row in place, clears absent fields and refreshes cachedAt")
    func personOverwrite() async throws {
        try await dataSource.save(Person.mock())
        try await dataSource.save(Person.mock(id: 11_701, name: "Angelina Jolie"))
        clock.advance(by: 600)
        let updated = Person(id: 287, name: "William Bradley Pitt", gender: .male)

        try await dataSource.save(updated)

        let cached = try #require(try await dataSource.person(withID: 287))
        #expect(cached.value == updated)
        #expect(cached.cachedAt == clock.now())
        #expect(try count("people_person") == 2)
        #expect(try await dataSource.person(withID: 11_701)?.value == Person.mock(id: 11_701, name: "Angelina Jolie"))
    }

    @Test("a saved person lands in people_person with raw values and alsoKnownAs as JSON text")
    func personRow() async throws {
        try await dataSource.save(Person.mock())

        let row = try #require(
            try database.read { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT name, alsoKnownAs, gender, profilePath, homepageURL, language
                        FROM people_person WHERE personID = 287
                        """)
            })

        #expect(row["name"] as String? == "Brad Pitt")
        #expect(row["alsoKnownAs"] as String? == #"["William Bradley Pitt","布拉德·皮特"]"#)
        #expect(row["gender"] as Int? == 2)
        #expect(row["profilePath"] as String? == "/cckcYc2v0yh1tc9QjRelptcOBko.jpg")
        #expect(row["homepageURL"] as String? == "https://www.bradpitt.example/")
        #expect(row["language"] as String? == "en-US")
    }

    @Test("deleting a person leaves their cached credits alone")
    func deletingPersonKeepsCredits() async throws {
        try await dataSource.save(Person.mock())
        try await dataSource.save(PersonCredits.mock())

        _ = try await database.write { db in try db.execute(sql: "DELETE FROM people_person") }

        #expect(try await dataSource.credits(forPerson: 287)?.value == PersonCredits.mock())
    }

    @Test("reading a person runs one query")
    func personReadIsOneQuery() async throws {
        try await dataSource.save(Person.mock())

        #expect(try await queryCount { _ = try await dataSource.person(withID: 287) } == 1)
    }

    @Test("saving a person is one transaction that updates the row in place")
    func personSaveIsOneTransaction() async throws {
        try await dataSource.save(Person.mock())

        try await expectOneTransactionUpdating("people_person") {
            try await dataSource.save(Person.mock(name: "Again"))
        }
    }
}
