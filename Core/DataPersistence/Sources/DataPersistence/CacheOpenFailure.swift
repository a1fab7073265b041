import Foundation
import GRDB

/// Turns what went wrong while opening a cache file into a few plain words for a one-line
/// warning, instead of a Swift debug dump of the error.
enum CacheOpenFailure {
    /// e.g. `permission denied`, `the disk is full`, `unable to open database file`.
    ///
    /// - Parameter url: the cache file, when known: SQLite says only "unable to open database file"
    ///   when its directory is not writable, so that case is told apart by looking.
    static func reason(_ error: any Error, at url: URL? = nil) -> String {
        switch error {
        case let error as DatabaseError:
            if error.resultCode == .SQLITE_CANTOPEN, let directory = url?.deletingLastPathComponent().path,
                !FileManager.default.isWritableFile(atPath: directory)
            {
                return "permission denied (\(directory) is not writable)"
            }
            if error.resultCode == .SQLITE_FULL {
                return "the disk is full"
            }
            let message = error.message ?? "SQLite error \(error.resultCode.rawValue)"
            // A full disk shows up as an I/O error when SQLite cannot grow a file it maps (WAL's index).
            return error.resultCode == .SQLITE_IOERR ? message + " (is the disk full?)" : message
        case let error as CocoaError:
            return reason(error)
        case let error as POSIXError:
            return describe(errno: error.code.rawValue)
        default:
            return (error as NSError).localizedDescription
        }
    }

    private static func reason(_ error: CocoaError) -> String {
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
            let underlying = underlying as NSError
            if underlying.domain == NSPOSIXErrorDomain {
                return describe(errno: Int32(underlying.code))
            }
        }
        switch error.code {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "the disk is full"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        default: return "file system error \(error.code.rawValue)"
        }
    }

    private static func describe(errno code: Int32) -> String {
        SystemErrorMessage.text(errno: code)
    }
}
