import Foundation
import TerminalImages
import Testing

@testable import PopcornCLI

/// The posters `--poster` keeps, as `cache stats` counts them and `cache clear` removes them.
extension CacheCommandTests {
    /// A runner over this test's directory, its output thrown away.
    var quietRunner: CacheCommandRunner {
        runner(CapturedConsole().console)
    }

    @Test("stats counts the images and their size; clear removes them and says how many")
    func statsAndClear() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let images = ImageFileCache(directory: directory.appendingPathComponent("images"))
        try images.store(Array(repeating: 7, count: 2048), as: "w92_a.jpg")
        try images.store([1, 2, 3], as: "w92_b.jpg")

        let report = try #require(quietRunner.imageCache(source: nil))
        #expect(report.usage == ImageCacheUsage(files: 2, bytes: 2051))
        #expect(
            CacheStatsRenderer.text(report) == "\nimage cache  \(images.directory.path)\n  files       2 (2.0 KB)\n")

        let cleared = try #require(try quietRunner.clearImages(source: .tmdb))
        #expect(
            CacheStatsRenderer.summary(cleared) == "cleared 2 images from the image cache (\(images.directory.path))\n")
        #expect(images.usage() == ImageCacheUsage(files: 0, bytes: 0))
    }

    @Test("the catalog's cache has no images: --source catalog neither counts nor clears them")
    func catalogHasNone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let images = ImageFileCache(directory: directory.appendingPathComponent("images"))
        try images.store([1], as: "w92_a.jpg")

        #expect(quietRunner.imageCache(source: .catalog) == nil)
        #expect(try quietRunner.clearImages(source: .catalog) == nil)
        #expect(images.usage().files == 1)
    }

    @Test("--json reports the images beside the cache files")
    func json() throws {
        let report = ImageCacheReport(path: "/c/images", usage: ImageCacheUsage(files: 3, bytes: 42))

        let text = try CacheStatsRenderer.json([], images: report)

        #expect(text.contains(#""images" : {"#))
        #expect(
            text.contains(#""files" : 3"#) && text.contains(#""bytes" : 42"#) && text.contains(#""path" : "/c/images""#)
        )
    }
}
