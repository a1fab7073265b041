import DataPersistence
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export to a file so that it is whole or not there at all (`--output FILE`): the text goes
/// to a temporary file beside FILE, is flushed to disk, and is renamed over FILE. A full disk, a
/// read-only directory or a crash at any moment leaves the previous FILE exactly as it was.
struct AtomicFileWriter: Sendable {
    /// The file the caller named.
    let path: String

    /// Writes `text` to ``path``; on failure nothing of it is left behind and the old file is untouched.
    func write(_ text: String) throws(CLIFailure) {
        let target = Self.resolved(path)
        let directory = (target as NSString).deletingLastPathComponent
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR {
            throw CLIFailure(.usage, "'\(path)' is a directory; name a file to write the export to")
        }
        if exists, status.st_mode & S_IFMT != S_IFREG {
            // A device, a pipe or a socket (/dev/stdout, /dev/null) would be replaced by a file.
            throw CLIFailure(
                .usage,
                "'\(path)' is not a regular file; --output writes a file (leave it out to write to standard output)")
        }
        if exists, access(target, W_OK) != 0 {
            // A file made read-only is one its owner wants kept: a rename would replace it regardless.
            throw CLIFailure(.userData, "'\(path)' is read-only; it was left as it was")
        }
        let keptMode: mode_t? = exists ? status.st_mode & 0o7777 : nil
        let keptOwner: (uid_t, gid_t)? = exists ? (status.st_uid, status.st_gid) : nil
        Self.sweepStaleCopies(of: target)
        let temporary =
            (directory.isEmpty ? "." : directory) + "/."
            + (target as NSString).lastPathComponent + ".popcorn-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw failure(errno)
        }
        do throws(CLIFailure) {
            defer { close(descriptor) }
            if let keptMode, fchmod(descriptor, keptMode) != 0 {
                throw failure(errno)
            }
            if let (owner, group) = keptOwner {
                _ = fchown(descriptor, owner, group)  // Kept where allowed (the same owner, or root).
            }
            do {
                try StandardStream(fileDescriptor: descriptor).write(text)
            } catch {
                throw failure(error.errorNumber)
            }
            guard fsync(descriptor) == 0 else {
                throw failure(errno)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(code)
        }
        Self.flushDirectory(directory.isEmpty ? "." : directory)
    }

    /// The one line said when the file could not be written: what, why, and that nothing was lost.
    private func failure(_ code: Int32) -> CLIFailure {
        CLIFailure(
            .userData,
            "could not write '\(path)': \(SystemErrorMessage.text(errno: code)); "
                + "\(Self.exists(path) ? "the file there was left as it was" : "nothing was written")")
    }

    /// Where FILE's symbolic links lead, followed one after another (a link to a file not made yet
    /// included), so a link keeps pointing at the export rather than being replaced by it.
    static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else {
                return current
            }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(destination)
        }
        return current
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Removes the temporary copies of `target` an export killed mid-write left (`.<name>.popcorn-*.tmp`,
    /// untouched for ten minutes), so a crash costs no more than its own copy, and only until the next export.
    private static func sweepStaleCopies(of target: String) {
        let directory = (target as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        let prefix = "." + (target as NSString).lastPathComponent + ".popcorn-"
        let cutoff = Date().addingTimeInterval(-600)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let path = folder + "/" + name
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, modified < cutoff {
                unlink(path)
            }
        }
    }

    /// Flushes the directory's entry for the renamed file, so the rename itself survives a crash.
    private static func flushDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return
        }
        fsync(descriptor)
        close(descriptor)
    }
}
