import AccountDomain
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The session in a JSON file of its own in the config directory (`session.json`), readable and
/// writable by its owner alone: created with mode 600 before a byte is written, in a directory of
/// mode 700, replaced whole through a temporary file and a rename, flushed to disk first. A file
/// that group or others can read is refused, as the config file is.
public struct FileSessionRepository: SessionRepository {
    private let url: URL

    /// A repository of the session file at `url`.
    public init(url: URL) {
        self.url = url
    }

    public func session() throws(SessionStoreError) -> AccountSession? {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            if errno == ENOENT {
                return nil
            }
            throw .unreadable("the session file \(url.path) could not be read: \(Self.reason(errno))")
        }
        guard status.st_mode & 0o077 == 0 else {
            throw .readableByOthers(path: url.path)
        }
        return try decode(try read())
    }

    private func read() throws(SessionStoreError) -> Data {
        guard access(url.path, R_OK) == 0 else {
            throw .unreadable("the session file \(url.path) could not be read: \(Self.reason(errno))")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable("the session file \(url.path) could not be read")
        }
    }

    private func decode(_ data: Data) throws(SessionStoreError) -> AccountSession {
        guard let file = try? JSONDecoder().decode(SessionFile.self, from: data),
            let sessionID = SessionID(file.sessionID)
        else {
            throw .unreadable(
                "the session file \(url.path) is not one popcorn wrote; 'popcorn account logout' removes it")
        }
        return AccountSession(sessionID: sessionID, accountID: file.accountID, username: file.username)
    }

    public func save(_ session: AccountSession) throws(SessionStoreError) {
        let file = SessionFile(
            sessionID: session.sessionID.value, accountID: session.accountID, username: session.username)
        guard let data = try? JSONEncoder().encode(file) else {
            throw .unwritable("the session could not be encoded")
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable("the config directory \(directory.path) could not be made")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        // A new file of our own, never one left behind or a link someone put there: mode 600 from the
        // start (the umask can only take permissions away), before a byte of the session is in it.
        unlink(temporary.path)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable("the session file could not be written in \(directory.path): \(Self.reason(errno))")
        }
        var code: Int32 = 0
        if fchmod(descriptor, 0o600) != 0 {
            code = errno
        } else if data.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) != data.count {
            code = errno == 0 ? ENOSPC : errno
        } else if fsync(descriptor) != 0 {
            code = errno
        }
        close(descriptor)
        if code == 0, rename(temporary.path, url.path) != 0 {
            code = errno
        }
        guard code == 0 else {
            unlink(temporary.path)
            throw .unwritable("the session file \(url.path) could not be written: \(Self.reason(code))")
        }
        // The rename itself made durable, so a crash cannot bring the old session back.
        let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The session kept, whatever the file's mode: for signing out, which must forget a session
    /// others could read rather than refuse to.
    public func sessionReadableByOthers() throws(SessionStoreError) -> AccountSession? {
        do {
            return try session()
        } catch .readableByOthers {
            return try decode(try read())
        }
    }

    public func delete() throws(SessionStoreError) {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw .unwritable("the session file \(url.path) could not be removed: \(Self.reason(errno))")
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "the disk is full"
        case EACCES, EPERM: "permission denied"
        case EROFS: "read-only file system"
        default: String(cString: strerror(code))
        }
    }
}
