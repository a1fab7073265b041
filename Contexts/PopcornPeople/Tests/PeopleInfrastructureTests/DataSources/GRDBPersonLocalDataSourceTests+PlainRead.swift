import DataPersistence
import DataPersistenceTestHelpers
import GRDB
import PeopleDomain
import PeopleTestHelpers
import Testing

@testable import PeopleInfrastructure

extension GRDBPersonLocalDataSourceTests {
    @Test("a person's screen reads the same with plain SQL as with its associations, and asks nothing of the schema")
    func plainReadsMatchAssociations() async throws {
        try await dataSource.save(PersonBundle.mock())

        try await database.read { db in
            let person = try CachedAggregateReads.both(PeoplePersonEntity.self, key: 287, language: "en-US", in: db)
            #expect(person.plain != nil)
            #expect(person.plain == person.associations)
            let credits = try CachedAggregateReads.both(PeopleCreditsEntity.self, key: 287, language: "en-US", in: db)
            #expect(credits.plain?.cast?.isEmpty == false)
            #expect(credits.plain?.crew?.isEmpty == false)
            #expect(credits.plain == credits.associations)
        }
        let log = StatementLog.attached(to: database)
        _ = try await dataSource.bundle(forPerson: 287)
        #expect(!log.all.contains { $0.hasPrefix("PRAGMA") && !$0.hasPrefix("PRAGMA query_only") }, "\(log.all)")
    }
}
