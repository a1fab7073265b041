import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("UserDataStore")
struct UserDataStoreTests {
    let directory: TemporaryCacheDirectory

    init() throws {
        directory = try TemporaryCacheDirectory()
    }

    /// A file two folders down that do not exist yet, as on a first run.
    var file: URL { directory.url.appendingPathComponent("data/popcorn/notes.sqlite") }

    func store(at url: URL? = nil, _ migrations: SampleUserDataMigrations = SampleUserDataMigrations())
        -> UserDataStore
    {
        UserDataStore(url: url ?? file, description: "the notes", migrations: [migrations])
    }

    /// Every file under `url`, by path relative to it, with its bytes.
    static func snapshot(_ url: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let item = enumerator?.nextObject() as? URL {
            if try item.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                files[String(item.path.dropFirst(url.path.count + 1))] = try Data(contentsOf: item)
            }
        }
        return files
    }

    @Test("nothing is created on disk until the first writer() call, which creates the folders and the file")
    func opensLazily() throws {
        defer { directory.remove() }
        let store = store()

        #expect(
            !FileManager.default.fileExists(atPath: file.deletingLastPathComponent().deletingLastPathComponent().path))

        let writer = try store.writer()

        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try writer.read { try $0.tableExists("notes_note") })
    }

    @Test("later calls return the same database without opening the file again")
    func opensOnce() throws {
        defer { directory.remove() }
        let store = store()

        let first = try store.writer()
        let second = try store.writer()

        #expect(first as AnyObject === second as AnyObject)
    }

    @Test("a failure to open is remembered: later calls throw the same error without trying again")
    func failureIsRemembered() throws {
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: file)
        let store = store()
        let error = try #require(#expect(throws: DataAccessError.self) { try store.writer() })
        try FileManager.default.removeItem(at: file)

        #expect(throws: error) { try store.writer() }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("the file is a WAL database with synchronous FULL, foreign keys and a 10 s busy timeout")
    func pragmas() throws {
        defer { directory.remove() }
        let writer = try store().writer()

        let (journalMode, synchronous, foreignKeys, busyTimeout) = try writer.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"), try Int.fetchOne(db, sql: "PRAGMA busy_timeout")
            )
        }
        let writerSynchronous = try writer.write { try Int.fetchOne($0, sql: "PRAGMA synchronous") }

        #expect(journalMode == "wal")
        #expect(synchronous == 2)
        #expect(writerSynchronous == 2)
        #expect(foreignKeys == true)
        #expect(busyTimeout == 10_000)
    }

    @Test("only the given migrations are applied: user data has no cache tables")
    func onlyGivenMigrations() throws {
        defer { directory.remove() }
        let writer = try store().writer()

        let (applied, hasCacheDocument) = try writer.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                try db.tableExists("core_document")
            )
        }

        #expect(applied == ["notes.v1.createNotes"])
        #expect(!hasCacheDocument)
    }

    @Test("what was written is there when the file is opened again")
    func keepsData() throws {
        defer { directory.remove() }
        let first = try store().writer()
        try first.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('remember the milk')") }
        try first.close()

        let notes = try store().writer().read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") }

        #expect(notes == ["remember the milk"])
    }

    @Test("a file from an older build is migrated forward and keeps its data")
    func migratesForward() throws {
        defer { directory.remove() }
        let old = try store().writer()
        try old.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }
        try old.close()

        let writer = try store(SampleUserDataMigrations(includesPinned: true)).writer()

        let (applied, rows) = try writer.read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                try Row.fetchAll(db, sql: "SELECT text, pinned FROM notes_note")
            )
        }
        #expect(applied == ["notes.v1.createNotes", "notes.v2.addPinned"])
        #expect(rows == [["text": "kept", "pinned": false]])
    }

    @Test("an in-memory store has the migrations, synchronous FULL and foreign keys")
    func inMemory() throws {
        defer { directory.remove() }
        let writer = try UserDataStore(inMemoryWith: [SampleUserDataMigrations()]).writer()

        let (hasNotes, synchronous, foreignKeys) = try writer.read { db in
            (
                try db.tableExists("notes_note"), try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                try Bool.fetchOne(db, sql: "PRAGMA foreign_keys")
            )
        }
        #expect(hasNotes)
        #expect(synchronous == 2)
        #expect(foreignKeys == true)
    }

    @Test("two in-memory stores are private to each other")
    func inMemoryIsPrivate() throws {
        defer { directory.remove() }
        let first = try UserDataStore(inMemoryWith: [SampleUserDataMigrations()]).writer()
        let second = try UserDataStore(inMemoryWith: [SampleUserDataMigrations()]).writer()
        try first.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('mine')") }

        #expect(try second.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM notes_note") } == 0)
    }
}
