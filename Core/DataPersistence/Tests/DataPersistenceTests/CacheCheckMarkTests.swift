import Foundation
import GRDB
import Testing

@testable import DataPersistence

@Suite("CacheCheckMark")
struct CacheCheckMarkTests {
    @Test("damage leaves the mark beside the file")
    func damageRaisesTheMark() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }

        CacheCheckMark.raise(after: DatabaseError(resultCode: .SQLITE_CORRUPT), inDatabaseAt: directory.cacheFile.path)

        #expect(CacheCheckMark.isRaised(for: directory.cacheFile))
        #expect(try directory.fileNames() == ["cache.sqlite.check"])
    }

    @Test("other errors, and an in-memory database, leave no mark")
    func otherErrorsLeaveNoMark() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }

        CacheCheckMark.raise(after: DatabaseError(resultCode: .SQLITE_BUSY), inDatabaseAt: directory.cacheFile.path)
        CacheCheckMark.raise(after: DatabaseError(resultCode: .SQLITE_CORRUPT), inDatabaseAt: ":memory:")

        #expect(!CacheCheckMark.isRaised(for: directory.cacheFile))
        #expect(try directory.fileNames().isEmpty)
    }

    @Test("clearing removes the mark, and clearing none is fine")
    func clearingRemovesTheMark() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        CacheCheckMark.raise(after: DatabaseError(resultCode: .SQLITE_NOTADB), inDatabaseAt: directory.cacheFile.path)

        CacheCheckMark.clear(for: directory.cacheFile)
        CacheCheckMark.clear(for: directory.cacheFile)

        #expect(!CacheCheckMark.isRaised(for: directory.cacheFile))
    }
}
