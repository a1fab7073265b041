import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

extension UserDataStoreTests {
    /// A store of notes that keeps a backup.
    func backedUpStore() -> UserDataStore {
        UserDataStore(url: file, description: "the notes", migrations: [SampleUserDataMigrations()], keepsBackup: true)
    }

    /// The notes in a SQLite file, read through a plain connection.
    static func notes(in url: URL) throws -> [String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note ORDER BY id") }
    }

    @Test("a store exists once its file does, and reading whether it does creates nothing")
    func exists() async throws {
        defer { directory.remove() }
        let store = backedUpStore()

        #expect(!store.exists)
        #expect(!FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path))

        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }

        #expect(store.exists)
        #expect(UserDataStore(inMemoryWith: [SampleUserDataMigrations()]).exists)
    }

    @Test("every write leaves a .bak of the state it committed, beside the file and nothing else")
    func backupAfterEveryWrite() async throws {
        defer { directory.remove() }
        let store = backedUpStore()

        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }
        #expect(try Self.notes(in: file.appendingPathExtension("bak")) == ["first"])

        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('second')") }
        #expect(try Self.notes(in: file.appendingPathExtension("bak")) == ["first", "second"])
        #expect(store.backupURL == file.appendingPathExtension("bak"))
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(names)")
    }

    @Test("a failed write changes nothing, says which store, and leaves the backup as it was")
    func failedWrite() async throws {
        defer { directory.remove() }
        let store = backedUpStore()
        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }

        await #expect {
            try await store.write { db in
                try db.execute(sql: "INSERT INTO notes_note (text) VALUES ('lost')")
                try db.execute(sql: "INSERT INTO no_such_table VALUES (1)")
            }
        } throws: { error in
            guard case .storage(let message?) = error as? DataAccessError else { return false }
            return message.hasPrefix("the notes could not be written: ")
        }
        #expect(try await store.read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") } == ["kept"])
        #expect(try Self.notes(in: file.appendingPathExtension("bak")) == ["kept"])
    }

    @Test("a damaged file's message points at its backup and how to restore it")
    func damagedFileNamesItsBackup() async throws {
        defer { directory.remove() }
        try await backedUpStore().write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('kept')") }
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
        try Data(repeating: 0x42, count: 4096).write(to: file)

        #expect {
            try backedUpStore().writer()
        } throws: { error in
            guard case .storage(let message?) = error as? DataAccessError else { return false }
            return message.contains("is damaged")
                && message.contains("(and any notes.sqlite-wal and notes.sqlite-shm beside it)")
                && message.hasSuffix("then run: cp '\(file.path).bak' '\(file.path)'")
        }
    }

    @Test("a store without a backup writes none")
    func noBackup() async throws {
        defer { directory.remove() }

        try await store().write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }

        #expect(!FileManager.default.fileExists(atPath: file.path + ".bak"))
    }

    @Test("a write that changes nothing leaves the backup as it was")
    func noChangeNoBackup() async throws {
        defer { directory.remove() }
        let store = backedUpStore()
        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }
        let backup = file.appendingPathExtension("bak")
        let before = try FileManager.default.attributesOfItem(atPath: backup.path)[.modificationDate] as? Date
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: backup.path)

        try await store.write { try $0.execute(sql: "DELETE FROM notes_note WHERE text = 'absent'") }

        let after = try FileManager.default.attributesOfItem(atPath: backup.path)[.modificationDate] as? Date
        #expect(before != nil && after == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test("temporary copies a killed process left are swept away by the next backup; fresh ones are left")
    func sweepsStaleCopies() async throws {
        defer { directory.remove() }
        let store = backedUpStore()
        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }
        let folder = file.deletingLastPathComponent()
        let stale = folder.appendingPathComponent(".notes.sqlite.bak.DEAD.tmp")
        let staleJournal = folder.appendingPathComponent(".notes.sqlite.bak.DEAD.tmp-journal")
        let fresh = folder.appendingPathComponent(".notes.sqlite.bak.LIVE.tmp")
        for url in [stale, staleJournal, fresh] {
            try Data("partial".utf8).write(to: url)
        }
        for url in [stale, staleJournal] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: url.path)
        }

        try await store.write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('second')") }

        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(!names.contains(stale.lastPathComponent) && !names.contains(staleJournal.lastPathComponent))
        #expect(names.contains(fresh.lastPathComponent))
    }

    @Test("writers on two stores of one file, all at once, leave a whole backup of the last state")
    func concurrentBackups() async throws {
        defer { directory.remove() }
        let stores = [backedUpStore(), backedUpStore()]
        try await stores[0].write { try $0.execute(sql: "INSERT INTO notes_note (text) VALUES ('first')") }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                let store = stores[index % 2]
                group.addTask {
                    try await store.write {
                        try $0.execute(sql: "INSERT INTO notes_note (text) VALUES (?)", arguments: ["\(index)"])
                    }
                }
            }
            try await group.waitForAll()
        }

        let backup = try Self.notes(in: file.appendingPathExtension("bak"))
        #expect(backup.count == 21)
        #expect(
            Set(backup) == Set(try await stores[1].read { try String.fetchAll($0, sql: "SELECT text FROM notes_note") })
        )
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(!names.contains { $0.contains(".tmp") }, "\(names)")
    }
}
