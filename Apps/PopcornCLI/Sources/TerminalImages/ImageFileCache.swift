import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Posters and photos kept on disk in the cache directory, so a screen seen before draws without
/// the network and `--offline` draws what was seen. One file per image and size, written whole
/// (a temporary file renamed into place, so another process never reads half a file); reading a
/// file marks it used, and past ``limitBytes`` the least recently used go first. Like the rest of
/// the cache it may be deleted at any time.
public struct ImageFileCache: Sendable {
    /// The folder the files live in (`<cache>/images`), created on the first store.
    public let directory: URL
    /// The most the folder holds after a store.
    public let limitBytes: Int

    /// 200 MB: thousands of posters at the sizes a terminal needs.
    public static let defaultLimitBytes = 200 * 1024 * 1024

    public init(directory: URL, limitBytes: Int = defaultLimitBytes) {
        self.directory = directory
        self.limitBytes = limitBytes
    }

    /// The file name of the image at TMDb `path` in `size` (`w185` and `/abc.jpg` → `w185_abc.jpg`),
    /// made of letters, digits, `.`, `_` and `-` only, so a path can never leave the folder.
    public static func fileName(size: String, path: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
        let cleaned = String(
            (size + "_" + path.drop(while: { $0 == "/" })).map { allowed.contains($0) ? $0 : "_" })
        return cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
    }

    /// The bytes kept under `name`, marked as just used; `nil` when there are none.
    public func read(_ name: String) -> [UInt8]? {
        let url = directory.appendingPathComponent(name, isDirectory: false)
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else {
            return nil
        }
        // The last use is the file's modification time; a read-only cache still reads.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: url.path)
        return [UInt8](data)
    }

    /// Keeps `bytes` under `name`, then removes the least recently used files until the folder is
    /// within ``limitBytes`` (never the one just kept). Throws with a one-line reason when the file
    /// could not be written (a read-only or full disk): the picture is still drawn, just not kept.
    public func store(_ bytes: [UInt8], as name: String) throws(ImageCacheError) {
        let url = directory.appendingPathComponent(name, isDirectory: false)
        let temporary = directory.appendingPathComponent(
            ".\(name).\(getpid()).tmp", isDirectory: false)
        if mkdir(directory.path, 0o755) != 0, errno != EEXIST {
            let cause = errno
            // A cache directory not made yet: its parents first, then the folder itself.
            guard cause == ENOENT,
                (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
            else {
                throw ImageCacheError(reason: "\(directory.path) could not be made (\(Self.cause(cause)))")
            }
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ImageCacheError(reason: "\(url.path) could not be written (\(Self.cause(errno)))")
        }
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    failure = errno
                }
            }
        }
        if close(descriptor) != 0, failure == nil {
            failure = errno
        }
        if failure == nil, rename(temporary.path, url.path) != 0 {
            failure = errno
        }
        if let failure {
            unlink(temporary.path)
            throw ImageCacheError(reason: "\(url.path) could not be written (\(Self.cause(failure)))")
        }
        evict(keeping: name)
    }

    /// How many files the folder holds and their size.
    public func usage() -> ImageCacheUsage {
        let files = entries()
        return ImageCacheUsage(files: files.count, bytes: files.reduce(0) { $0 + $1.bytes })
    }

    /// Removes every file (and a temporary file a killed process left); says how many were removed.
    @discardableResult
    public func removeAll() -> ImageCacheUsage {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = ImageCacheUsage(files: 0, bytes: 0)
        for entry in entries() where (try? manager.removeItem(at: entry.url)) != nil {
            removed = ImageCacheUsage(files: removed.files + 1, bytes: removed.bytes + entry.bytes)
        }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? manager.removeItem(at: directory.appendingPathComponent(name, isDirectory: false))
        }
        return removed
    }

    /// Removes the least recently used files (oldest modification time first) until the folder is
    /// within ``limitBytes``, keeping `kept`.
    func evict(keeping kept: String) {
        let files = entries()
        var total = files.reduce(0) { $0 + $1.bytes }
        guard total > limitBytes else {
            return
        }
        let oldestFirst = files.sorted { ($0.used, $0.url.lastPathComponent) < ($1.used, $1.url.lastPathComponent) }
        for file in oldestFirst where total > limitBytes && file.url.lastPathComponent != kept {
            if (try? FileManager.default.removeItem(at: file.url)) != nil {
                total -= file.bytes
            }
        }
    }

    /// The image files in the folder (not the temporary ones), with size and last use.
    private func entries() -> [(url: URL, bytes: Int, used: Date)] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else {
            return []
        }
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            let url = directory.appendingPathComponent(name, isDirectory: false)
            guard let attributes = try? manager.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else {
                return nil
            }
            let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let used = attributes[.modificationDate] as? Date ?? .distantPast
            return (url, bytes, used)
        }
    }

    /// The system's words for `code`, lower-cased to sit mid-sentence (`no space left on device`).
    private static func cause(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
