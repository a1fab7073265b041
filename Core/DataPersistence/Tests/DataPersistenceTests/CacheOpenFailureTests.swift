import Foundation
import GRDB
import Testing

@testable import DataPersistence

@Suite("CacheOpenFailure")
struct CacheOpenFailureTests {
    @Test("A full disk says so, whether SQLite calls it full or an I/O error")
    func fullDisk() {
        #expect(CacheOpenFailure.reason(DatabaseError(resultCode: .SQLITE_FULL)) == "the disk is full")
        #expect(
            CacheOpenFailure.reason(DatabaseError(resultCode: .SQLITE_IOERR, message: "disk I/O error"))
                == "disk I/O error (is the disk full?)")
    }

    @Test("Other SQLite errors keep SQLite's words")
    func otherErrors() {
        #expect(
            CacheOpenFailure.reason(
                DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed"))
                == "database disk image is malformed")
    }

    @Test("An unwritable directory is named when SQLite can only say it cannot open the file")
    func unwritableDirectory() {
        let url = URL(fileURLWithPath: "/proc/popcorn-nowhere/cache.sqlite")

        #expect(
            CacheOpenFailure.reason(DatabaseError(resultCode: .SQLITE_CANTOPEN), at: url)
                == "permission denied (/proc/popcorn-nowhere is not writable)")
    }
}
