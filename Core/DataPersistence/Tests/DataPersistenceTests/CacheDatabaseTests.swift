import CoreDomain
import DataPersistence
import Foundation
import GRDB
import Testing

@Suite("CacheDatabase")
struct CacheDatabaseTests {
    @Test("an in-memory cache database has the migrations applied")
    func inMemoryIsMigrated() throws {
        let database = try CacheDatabase.inMemory(migrations: [SampleSharedPiecesMigrations()])

        #expect(try database.writer.read { try $0.tableExists("sample_preview_page") })
    }

    @Test("a cache that cannot be created says why in one plain sentence, not a debug dump")
    func notADirectoryIsOnePlainSentence() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)

        let message = try openFailureMessage(at: file.appendingPathComponent("sub/cache.sqlite"))

        #expect(message == "the cache \(file.path)/sub/cache.sqlite could not be opened: not a directory")
    }

    private func openFailureMessage(at url: URL) throws -> String {
        do {
            _ = try PopcornDatabase.openCache(at: url, migrations: [])
            Issue.record("opening \(url.path) succeeded")
            return ""
        } catch {
            guard case .storage(let message?) = error else {
                Issue.record("unexpected error \(error)")
                return ""
            }
            return message
        }
    }
}
