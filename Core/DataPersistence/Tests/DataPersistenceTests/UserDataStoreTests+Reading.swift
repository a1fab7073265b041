import CoreDomain
import Foundation
import GRDB
import Testing

@testable import DataPersistence

extension UserDataStoreTests {
    /// A notes file with 500 notes whose pages from the third to the fourth are overwritten.
    func damagedNotesFile() throws {
        let writer = try store().writer()
        try writer.write { db in
            for index in 0..<500 {
                try db.execute(
                    sql: "INSERT INTO notes_note (text) VALUES (?)",
                    arguments: [String(repeating: "note \(index) ", count: 20)])
            }
        }
        try writer.close()
        var bytes = try Data(contentsOf: file)
        bytes.replaceSubrange(8192..<16_384, with: Data(repeating: 0xFF, count: 8192))
        try bytes.write(to: file)
    }

    @Test("reading opens the file without reading every page; the first write checks them and refuses a damaged file")
    func readingSkipsThePageCheck() throws {
        defer { directory.remove() }
        try damagedNotesFile()
        let damaged = try Data(contentsOf: file)
        let store = store()

        let reader = try store.reader()
        let error = #expect(throws: DataAccessError.self) { try store.writer() }

        #expect(reader is DatabasePool)
        #expect(error.map { "\($0)" }?.contains("is damaged") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: file) == damaged)
        #expect(throws: DataAccessError.self) { try store.writer() }
    }

    @Test("a file opened for reading is written through the same database once its pages are found sound")
    func readThenWrite() async throws {
        defer { directory.remove() }
        try store().writer().close()
        let store = store()

        let reader = try store.reader()
        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }
        let notes = try await store.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(reader as AnyObject === (try store.writer()) as AnyObject)
        #expect(notes == ["kept"])
    }

    @Test("a damaged file that reading would migrate has its pages checked first, and is left as it was")
    func readingThatMigratesChecks() throws {
        defer { directory.remove() }
        try damagedNotesFile()
        let damaged = try Data(contentsOf: file)

        let error = #expect(throws: DataAccessError.self) {
            try store(SampleUserDataMigrations(includesPinned: true)).reader()
        }

        #expect(error.map { "\($0)" }?.contains("is damaged") == true, "\(String(describing: error))")
        #expect(try Data(contentsOf: file) == damaged)
    }
}
