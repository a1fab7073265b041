import Foundation
import TerminalImages
import Testing

@Suite("ImageFileCache")
struct ImageFileCacheTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("popcorn-image-cache-\(UUID().uuidString)", isDirectory: true)

    /// Sets `name`'s last use to `seconds` after 1 January 1970: long before any read marks a file
    /// used, so the order of use needs no clock.
    func touch(_ name: String, at seconds: Double) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + seconds)],
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
            ImageFileCache.fileName(width: 185, path: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
                == "w185_pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg")
        #expect(ImageFileCache.fileName(width: 92, path: "/../../etc/passwd") == "w92_.._.._etc_passwd")
        #expect(ImageFileCache.width(of: "w92_.._.._etc_passwd") == 92)
        #expect(ImageFileCache.width(of: "notes.txt") == nil)
    }

    @Test("files of the user's in the folder are never counted, evicted, cleared or overwritten")
    func leavesOtherFilesAlone() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 5)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["notes.txt", "w92 holiday.jpg", "wedding.jpg", ".hidden.tmp"] {
            try Data(repeating: 1, count: 100).write(to: directory.appendingPathComponent(name))
        }

        try cache.store(Array(repeating: 2, count: 10), as: "w92_a.jpg")
        #expect(cache.usage() == ImageCacheUsage(files: 1, bytes: 10))
        #expect(throws: ImageCacheError.self) { try cache.store([1], as: "notes.txt") }
        try cache.removeAll()

        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [".hidden.tmp", "notes.txt", "w92 holiday.jpg", "wedding.jpg"])
    }

    @Test("the best kept copy is the narrowest at least as wide as asked, else the widest")
    func bestKept() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(cache.bestKept(path: "/p.jpg", width: 92) == nil)
        try cache.store([1], as: "w92_p.jpg")
        try cache.store([1], as: "w342_p.jpg")
        try cache.store([1], as: "w154_other.jpg")

        #expect(cache.bestKept(path: "/p.jpg", width: 92) == "w92_p.jpg")
        #expect(cache.bestKept(path: "/p.jpg", width: 154) == "w342_p.jpg")
        #expect(cache.bestKept(path: "/p.jpg", width: 500) == "w342_p.jpg")
    }

    @Test("past the limit the least recently used files go first, and the one just kept stays")
    func evictsLeastRecentlyUsed() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 25)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 10), as: "w92_old.jpg")
        try cache.store(Array(repeating: 2, count: 10), as: "w92_used.jpg")
        try touch("w92_old.jpg", at: 0)
        try touch("w92_used.jpg", at: 10)

        try cache.store(Array(repeating: 3, count: 10), as: "w92_new.jpg")

        #expect(cache.read("w92_old.jpg") == nil)
        #expect(cache.read("w92_used.jpg") != nil)
        #expect(cache.read("w92_new.jpg") != nil)
        #expect(cache.usage() == ImageCacheUsage(files: 2, bytes: 20))
    }

    @Test("reading a file marks it used, so an older file read since outlives a newer one")
    func readingRefreshesUse() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 25)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 10), as: "w92_a.jpg")
        try cache.store(Array(repeating: 2, count: 10), as: "w92_b.jpg")
        try touch("w92_a.jpg", at: 0)
        try touch("w92_b.jpg", at: 10)

        _ = cache.read("w92_a.jpg")  // Now: after both.
        try cache.store(Array(repeating: 3, count: 10), as: "w92_c.jpg")

        #expect(cache.read("w92_a.jpg") != nil)
        #expect(cache.read("w92_b.jpg") == nil)
    }

    @Test("a file bigger than the whole limit is still kept: the one just stored is never evicted")
    func keepsTheNewestEvenWhenLarge() throws {
        let cache = ImageFileCache(directory: directory, limitBytes: 5)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store(Array(repeating: 1, count: 3), as: "w92_small.jpg")

        try cache.store(Array(repeating: 2, count: 10), as: "w92_large.jpg")

        #expect(cache.usage() == ImageCacheUsage(files: 1, bytes: 10))
    }

    @Test("clearing removes every file and says how many, and leftovers of a killed write too")
    func removesAll() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store([1, 2], as: "w92_a.jpg")
        try cache.store([3], as: "w92_b.jpg")
        try Data([9]).write(to: directory.appendingPathComponent(".w92_c.jpg.42.7.tmp"))

        #expect(try cache.removeAll() == ImageCacheUsage(files: 2, bytes: 3))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(try cache.removeAll() == ImageCacheUsage(files: 0, bytes: 0))
    }

    @Test("a folder that cannot be written to fails the store with one line, and reads still work")
    func unwritableFolder() throws {
        let cache = ImageFileCache(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try cache.store([1], as: "w92_a.jpg")
        // A file where the temporary file would go: a write that fails as a read-only folder would.
        let blocked = ImageFileCache(directory: directory.appendingPathComponent("w92_a.jpg", isDirectory: true))

        #expect(throws: ImageCacheError.self) { try blocked.store([2], as: "w92_b.jpg") }
        #expect(cache.read("w92_a.jpg") == [1])
    }
}
