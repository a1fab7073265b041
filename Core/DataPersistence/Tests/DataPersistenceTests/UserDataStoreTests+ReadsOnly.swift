import CoreDomain
import Foundation
import GRDB
import Testing

@testable import DataPersistence

extension UserDataStoreTests {
    func readingStore(_ migrations: SampleUserDataMigrations = SampleUserDataMigrations()) -> UserDataStore {
        UserDataStore(url: file, description: "the notes", migrations: [migrations], readsOnly: true)
    }

    @Test("a store that only reads reads an up-to-date file through one read-only connection, seeing later writes")
    func readsOnlyUpToDate() async throws {
        defer { directory.remove() }
        let writing = store()
        try await writing.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }
        let reading = readingStore()

        let reader = try reading.reader()
        try await writing.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('second')") }
        let notes = try await reading.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note ORDER BY id") }

        #expect(reader is DatabaseQueue)
        #expect(notes == ["first", "second"])
        #expect(throws: DatabaseError.self) {
            try reader.read { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('third')") }
        }
    }

    @Test("a store that only reads opens a file with a migration to apply as any store does, and migrates it")
    func readsOnlyOlderFile() async throws {
        defer { directory.remove() }
        try store().writer().close()

        let reader = try readingStore(SampleUserDataMigrations(includesPinned: true)).reader()

        #expect(reader is DatabasePool)
        let applied = try await reader.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.count == 2, "\(applied)")
    }

    @Test("a store that only reads leaves a damaged file as it was")
    func readsOnlyDamaged() async throws {
        defer { directory.remove() }
        try damagedNotesFile()
        let damaged = try Data(contentsOf: file)

        _ = try? await readingStore().read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(try Data(contentsOf: file) == damaged)
    }
}
