import CoreDomain
import Foundation
import GRDB
import Testing

@testable import DataPersistence

extension UserDataStoreTests {
    @Test("reading a file popcorn made goes through a plain connection, not the writer, and changes nothing")
    func readsWithoutTheWriter() async throws {
        defer { directory.remove() }
        let writer = try store().writer()
        try await writer.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }
        try writer.close()
        let before = try Self.snapshot(directory.url)
        let store = store()

        let notes = try await store.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(notes == ["kept"])
        let reader = try store.reader()
        #expect(reader is DatabaseQueue)
        try (reader as? DatabaseQueue)?.close()
        #expect(try Self.snapshot(directory.url).keys == before.keys)
        #expect(try Self.snapshot(directory.url)[file.lastPathComponent] == before[file.lastPathComponent])
    }

    @Test("reading a file that needs migrating opens the writer, which migrates it first")
    func readingMigrates() async throws {
        defer { directory.remove() }
        try store().writer().close()
        let store = store(SampleUserDataMigrations(includesPinned: true))

        let columns = try await store.read { db in try db.columns(in: "notes_note").map(\.name) }

        #expect(columns.contains("pinned"))
        #expect(try store.reader() is DatabasePool)
    }

    @Test("reading refuses a file that is no database, or one a newer popcorn wrote, as the writer does")
    func readingRefuses() async throws {
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 7, count: 4096).write(to: file)

        let error = await #expect(throws: DataAccessError.self) { try await store().read { _ in 0 } }

        #expect(error.map { "\($0)" }?.contains("is damaged (file is not a database)") == true)
    }
}
