import Foundation
import TerminalImages
import Testing

@Suite("ImageFileCache")
struct ImageFileCacheTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("popcorn-image-cache-\(UUID().uuidString)", isDirectory: true)

    /// Sets `name`'s last use to `seconds` after 2026-01-01, so the order of use needs no clock.
    func touch(_ name: String, at seconds: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_767_225_600 + seconds)],
            ofItemAtPath: directory.appendingPathComponent(name).path)
    }

    @Test("a file kept is read back byte for byte, and the folder is made on the first store")
    func storesAndReads() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(cache.read("w92_a.jpg") == nil)

        try cache.store([1, 2, 3, 255], as: "w92_a.jpg")

        #expect(cache.read("w92_a.jpg") == [1, 2, 3, 255])
        #expect(cache.usage() == ImageCacheUsage(files: 1, bytes: 4))
    }

    @Test("a TMDb path becomes one safe file name, which can never leave the folder")
    func fileNames() {
        #expect(
            ImageFileCache.fileName(size: "w185", path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
                == "w185_pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(ImageFileCache.fileName(size: "w92", path: "/../../etc/passwd") == "w92_.._.._etc_passwd")
        #expect(ImageFileCache.fileName(size: ".", path: "/x") == "_._x")
    }

    @Test("past the limit the least recently used files go first, and the one just kept stays")
    func evictsLeastRecentlyUsed() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 25)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 10), as: "old.jpg")
        try cache.store(Array(repeating: 2, count: 10), as: "used.jpg")
        try touch("old.jpg", at: 0)
        try touch("used.jpg", at: 10)

        try cache.store(Array(repeating: 3, count: 10), as: "new.jpg")

        #expect(cache.read("old.jpg") == nil)
        #expect(cache.read("used.jpg") != nil)
        #expect(cache.read("new.jpg") != nil)
        #expect(cache.usage() == ImageCacheUsage(files: 2, bytes: 20))
    }

    @Test("reading a file marks it used, so an older file read since outlives a newer one")
    func readingRefreshesUse() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 25)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 10), as: "a.jpg")
        try cache.store(Array(repeating: 2, count: 10), as: "b.jpg")
        try touch("a.jpg", at: 0)
        try touch("b.jpg", at: 10)

        _ = cache.read("a.jpg")  // Now: after both.
        try cache.store(Array(repeating: 3, count: 10), as: "c.jpg")

        #expect(cache.read("a.jpg") != nil)
        #expect(cache.read("b.jpg") == nil)
    }

    @Test("a file bigger than the whole limit is still kept: the one just stored is never evicted")
    func keepsTheNewestEvenWhenLarge() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 5)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 3), as: "small.jpg")

        try cache.store(Array(repeating: 2, count: 10), as: "large.jpg")

        #expect(cache.usage() == ImageCacheUsage(files: 1, bytes: 10))
    }

    @Test("clearing removes every file and says how many, and leftovers of a killed write too")
    func removesAll() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store([1, 2], as: "a.jpg")
        try cache.store([3], as: "b.jpg")
        try Data([9]).write(to: directory.appendingPathComponent(".c.jpg.42.tmp"))

        #expect(cache.removeAll() == ImageCacheUsage(files: 2, bytes: 3))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(cache.removeAll() == ImageCacheUsage(files: 0, bytes: 0))
    }

    @Test("a folder that cannot be written to fails the store with one line, and reads still work")
    func unwritableFolder() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store([1], as: "a.jpg")
        // A file where the temporary file would go: a write that fails as a read-only folder would.
        let blocked = ImageFileCache(directory: directory.appendingPathComponent("a.jpg", isDirectory: true))

        #expect(throws: ImageCacheError.self) { try blocked.store([2], as: "b.jpg") }
        #expect(cache.read("a.jpg") == [1])
    }
}
