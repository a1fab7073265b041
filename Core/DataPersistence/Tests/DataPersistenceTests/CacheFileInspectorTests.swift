import Foundation
import GRDB
import Testing

@testable import DataPersistence

@Suite("CacheFileInspector")
struct CacheFileInspectorTests {
    @Test("a cache cut short of the pages its header counts is not whole")
    func isWholeWALDatabaseCatchesATruncatedFile() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try directory.makeClosedCache()
        #expect(CacheFileInspector.isWholeWALDatabase(directory.cacheFile))

        let bytes = try Data(contentsOf: directory.cacheFile)
        try bytes.prefix(bytes.count - 1).write(to: directory.cacheFile)

        #expect(!CacheFileInspector.isWholeWALDatabase(directory.cacheFile))
    }

    @Test("garbage and an empty file are not whole databases")
    func isWholeWALDatabaseRefusesGarbage() throws {
        let directory = try TemporaryCacheDirectory()
        defer { directory.remove() }
        try Data().write(to: directory.cacheFile)
        #expect(!CacheFileInspector.isWholeWALDatabase(directory.cacheFile))

        try Data(repeating: 0x41, count: 4096).write(to: directory.cacheFile)
        #expect(!CacheFileInspector.isWholeWALDatabase(directory.cacheFile))
    }

    @Test("only damage counts as corruption, not a busy file or a constraint")
    func isCorruptionKnowsDamage() {
        #expect(CacheFileInspector.isCorruption(DatabaseError(resultCode: .SQLITE_CORRUPT)))
        #expect(CacheFileInspector.isCorruption(DatabaseError(resultCode: .SQLITE_NOTADB)))
        #expect(!CacheFileInspector.isCorruption(DatabaseError(resultCode: .SQLITE_BUSY)))
        #expect(!CacheFileInspector.isCorruption(DatabaseError(resultCode: .SQLITE_CONSTRAINT)))
        #expect(!CacheFileInspector.isCorruption(CocoaError(.fileNoSuchFile)))
    }
}
