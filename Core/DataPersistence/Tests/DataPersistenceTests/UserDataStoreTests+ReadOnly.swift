import CoreDomain
import Foundation
import GRDB
import Testing

@testable import DataPersistence

extension UserDataStoreTests {
    @Test("a read-only connection reads the file as immutable when no log waits, and leaves nothing beside it")
    func readsWithoutLeavingFiles() throws {
        defer { directory.remove() }
        let writer = try store().writer()
        try writer.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }
        try writer.close()
        let before = try Self.snapshot(directory.url)

        let reader = try UserDataStore.openReadOnly(at: file, description: "the notes")
        let notes = try reader.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(notes == ["kept"])
        #expect(try Self.snapshot(directory.url) == before)
    }

    @Test("a read-only connection also reads what a write-ahead log still holds")
    func readsTheLog() throws {
        defer { directory.remove() }
        let writer = try store().writer()
        try writer.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('in the log')") }

        let reader = try UserDataStore.openReadOnly(at: file, description: "the notes")
        let notes = try reader.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(notes == ["in the log"])
        try writer.close()
    }

    @Test("a missing file in a missing folder is not read-only: both are made on the first write")
    func missingIsWritable() {
        #expect(!UserDataStore.isReadOnly(file))
    }

    @Test("a file that is not a database cannot be read, in one sentence naming it")
    func unreadable() throws {
        defer { directory.remove() }
        try writeFile(Data(repeating: 0x5A, count: 8192))

        let error = #expect(throws: DataAccessError.self) {
            try UserDataStore.openReadOnly(at: file, description: "the notes")
        }

        guard case .storage(let message?) = error else {
            Issue.record("expected a storage error, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("the notes \(file.path) could not be read: "))
    }
}
