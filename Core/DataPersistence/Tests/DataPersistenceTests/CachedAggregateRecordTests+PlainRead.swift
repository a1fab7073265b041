import DataPersistence
import DataPersistenceTestHelpers
import Foundation
import GRDB
import Testing

extension CachedAggregateRecordTests {
    @Test("the plain-SQL read answers what the association request answers, children in order or none")
    func plainReadMatchesAssociations() async throws {
        try await save(parent(name: "first", labels: ["c", "a", "b"]))
        let (plain, associations) = try await database.read { db in
            try CachedAggregateReads.both(SampleParent.self, key: 1, language: "en-US", in: db)
        }
        #expect(plain != nil)
        #expect(plain == associations)
        #expect(plain?.children?.map(\.label) == ["c", "a", "b"])

        try await save(parent(name: "second", labels: []))
        let empty = try await database.read { db in
            try CachedAggregateReads.both(SampleParent.self, key: 1, language: "en-US", in: db)
        }
        #expect(empty.plain == empty.associations)
        #expect(empty.plain?.children == [])
    }

    @Test("the plain-SQL read is one statement for the record and one a child table, and asks SQLite nothing else")
    func plainReadRunsTwoStatements() async throws {
        try await save(parent(name: "first", labels: ["a", "b"]))
        let log = StatementLog.attached(to: database)

        _ = try await read()

        // GRDB's own read-only guard (PRAGMA query_only) and transaction aside.
        let statements = log.all.filter {
            !$0.hasPrefix("BEGIN") && !$0.hasPrefix("COMMIT") && !$0.hasPrefix("PRAGMA query_only")
        }
        #expect(statements.count == 2, "\(log.all)")
        #expect(statements.allSatisfy { $0.hasPrefix("SELECT * FROM") }, "\(log.all)")
    }
}
