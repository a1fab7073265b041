import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Posters and photos kept on disk in the cache directory, so a screen seen before draws without
/// the network and `--offline` draws what was seen. One file per image and size (`w185_abc.jpg`),
/// written whole (a temporary file renamed into place, so another process never reads half a
/// file); reading a file marks it used, and past ``limitBytes`` the least recently used go first.
/// Like the rest of the cache it may be deleted at any time. Only files named as it names them are
/// ever counted, evicted or cleared: the folder is under a directory the user chose
/// (`POPCORN_CACHE_DIR`), and a file of theirs there is never touched.
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

    /// The characters a file name is made of: a TMDb path's others become `_`.
    private static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")

    /// The file name of the image at TMDb `path` that is `width` pixels wide (`185` and `/abc.jpg`
    /// → `w185_abc.jpg`), made of letters, digits, `.`, `_` and `-` only, so a path can never
    /// leave the folder.
    public static func fileName(width: Int, path: String) -> String {
        "w\(max(0, width))_" + pathName(path)
    }

    /// What follows the width in a file's name: the path, made safe (`/abc.jpg` → `abc.jpg`).
    static func pathName(_ path: String) -> String {
        let cleaned = String(path.drop(while: { $0 == "/" }).map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty ? "_" : cleaned
    }

    /// The width and path name of a file this cache wrote (`w185_abc.jpg` → 185, `abc.jpg`); `nil`
    /// for any other name, which the cache never touches.
    static func parse(_ name: String) -> (width: Int, pathName: String)? {
        guard name.hasPrefix("w"), let separator = name.firstIndex(of: "_"),
            let width = Int(name[name.index(after: name.startIndex)..<separator]), width >= 0
        else {
            return nil
        }
        let rest = name[name.index(after: separator)...]
        guard !rest.isEmpty, rest.allSatisfy({ allowed.contains($0) }) else {
            return nil
        }
        return (width, String(rest))
    }

    /// The width of the file called `name`, if this cache wrote it (`w185_abc.jpg` → 185).
    public static func width(of name: String) -> Int? {
        parse(name)?.width
    }

    /// The best file kept of the image at TMDb `path` to draw `width` pixels wide: the narrowest at
    /// least that wide, else the widest there is (a terminal made larger since, or `--offline`);
    /// `nil` when none is kept.
    public func bestKept(path: String, width: Int) -> String? {
        let wanted = Self.pathName(path)
        let kept = entries().compactMap { Self.parse($0.url.lastPathComponent) }
            .filter { $0.pathName == wanted }.map(\.width).sorted()
        return (kept.first { $0 >= width } ?? kept.last).map { Self.fileName(width: $0, path: path) }
    }

    /// Removes the file kept under `name` (one that no longer decodes).
    public func remove(_ name: String) {
        guard Self.parse(name) != nil else {
            return
        }
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name, isDirectory: false))
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
        guard Self.parse(name) != nil else {
            throw ImageCacheError(reason: "\(name) is not a name the image cache keeps")
        }
        let url = directory.appendingPathComponent(name, isDirectory: false)
        // Unique to this store: two stores of one poster at once (two processes, or a browser that
        // asked twice) each write their own file, and the last rename wins whole.
        let temporary = directory.appendingPathComponent(
            ".\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp", isDirectory: false)
        if mkdir(directory.path, 0o755) != 0, errno != EEXIST {
            let cause = errno
            // A cache directory not made yet: its parents first, then the folder itself.
            guard cause == ENOENT,
                (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
            else {
                throw ImageCacheError(reason: "\(directory.path) could not be made (\(Self.cause(cause)))")
            }
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
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
    /// Throws, once it has removed what it could, when a file could not be removed (a read-only
    /// folder), so that a clear is never reported done when it was not.
    @discardableResult
    public func removeAll() throws(ImageCacheError) -> ImageCacheUsage {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = ImageCacheUsage(files: 0, bytes: 0)
        var kept: (count: Int, cause: Int32) = (0, 0)
        for entry in entries() {
            if unlink(entry.url.path) == 0 || errno == ENOENT {
                removed = ImageCacheUsage(files: removed.files + 1, bytes: removed.bytes + entry.bytes)
            } else {
                kept = (kept.count + 1, errno)
            }
        }
        for name in names
        where name.hasPrefix(".") && name.hasSuffix(".tmp") && Self.parse(String(name.dropFirst())) != nil {
            try? manager.removeItem(at: directory.appendingPathComponent(name, isDirectory: false))
        }
        guard kept.count == 0 else {
            throw ImageCacheError(
                reason: "\(kept.count) of \(kept.count + removed.files) images in \(directory.path) could not be "
                    + "removed (\(Self.cause(kept.cause)))")
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

    /// The files this cache wrote (not the temporary ones, nor anything else in the folder), with
    /// size and last use.
    private func entries() -> [(url: URL, bytes: Int, used: Date)] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else {
            return []
        }
        return names.filter { Self.parse($0) != nil }.compactMap { name in
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
