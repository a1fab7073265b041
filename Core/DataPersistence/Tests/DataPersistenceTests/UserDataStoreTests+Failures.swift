import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

extension UserDataStoreTests {
    /// The message of the storage error `store.writer()` throws.
    func storageMessage(_ store: UserDataStore) throws -> String {
        let error = try #require(#expect(throws: DataAccessError.self) { try store.writer() })
        guard case .storage(let message?) = error else {
            Issue.record("expected a storage error with a message, got \(error)")
            return ""
        }
        return message
    }

    /// Writes `bytes` as the store's file, creating its folder.
    func writeFile(_ bytes: Data) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
    }

    @Test("a file that is not a database is a storage error naming it as damaged, and is left exactly as it was")
    func garbageFile() throws {
        defer { directory.remove() }
        try writeFile(Data(repeating: 0x5A, count: 8192))
        let before = try Self.snapshot(directory.url)

        let message = try storageMessage(store())

        #expect(message.contains(file.path))
        #expect(message.contains("damaged"))
        #expect(message.contains("untouched"))
        #expect(try Self.snapshot(directory.url) == before)
    }

    @Test("a database whose pages are damaged is a storage error naming it, and is left exactly as it was")
    func damagedDatabase() throws {
        defer { directory.remove() }
        try writeFile(Data())
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE padding (text TEXT)")
            for index in 0..<500 {
                try db.execute(
                    sql: "INSERT INTO padding (text) VALUES (?)",
                    arguments: [String(repeating: "row \(index) ", count: 20)])
            }
        }
        try queue.close()
        var bytes = try Data(contentsOf: file)
        bytes.replaceSubrange(8192..<16_384, with: Data(repeating: 0xFF, count: 8192))
        try bytes.write(to: file)
        let before = try Self.snapshot(directory.url)

        let message = try storageMessage(store())

        #expect(message.contains(file.path))
        #expect(message.contains("damaged"))
        #expect(try Self.snapshot(directory.url) == before)
    }

    @Test("a file with a migration this build does not know was written by a newer popcorn, and is left untouched")
    func newerFile() throws {
        defer { directory.remove() }
        try writeFile(Data())
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(
                sql: "INSERT INTO grdb_migrations VALUES ('notes.v1.createNotes'), ('notes.v9.fromTheFuture')")
            try db.execute(sql: "CREATE TABLE notes_note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO notes_note (text) VALUES ('written by a newer popcorn')")
        }
        try queue.close()
        let before = try Self.snapshot(directory.url)

        let message = try storageMessage(store())

        #expect(message.contains(file.path))
        #expect(message.contains("newer popcorn"))
        #expect(try Self.snapshot(directory.url) == before)
    }

    @Test("a database another program wrote, with tables but no migration history, is refused and left untouched")
    func foreignFile() throws {
        defer { directory.remove() }
        try writeFile(Data())
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes_note (id INTEGER PRIMARY KEY, body BLOB)") }
        try queue.close()
        let before = try Self.snapshot(directory.url)

        let message = try storageMessage(store())

        #expect(message.contains(file.path))
        #expect(message.contains("another program"))
        #expect(try Self.snapshot(directory.url) == before)
    }

    @Test("an empty file is a new store: it is migrated")
    func emptyFile() throws {
        defer { directory.remove() }
        try writeFile(Data())

        #expect(try store().writer().read { try $0.tableExists("notes_note") })
    }

    @Test("a folder that cannot be written is a storage error, unless the user is root, who may write anyway")
    func readOnlyDirectory() throws {
        defer { directory.remove() }
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }

        if getuid() == 0 {
            // Permissions do not bind root: the store opens and creates its file.
            #expect(try store().writer().read { try $0.tableExists("notes_note") })
            #expect(FileManager.default.fileExists(atPath: file.path))
        } else {
            let message = try storageMessage(store())
            #expect(message.contains(file.path))
            #expect(message.contains("could not be opened"))
            #expect(message.contains("permission denied"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("a folder that is a file is a storage error naming the file, for any user")
    func folderIsAFile() throws {
        defer { directory.remove() }
        let blocker = directory.url.appendingPathComponent("data")
        try Data("not a folder".utf8).write(to: blocker)

        let message = try storageMessage(store())

        #expect(message.hasPrefix("the notes \(file.path) could not be opened: "))
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }
}
