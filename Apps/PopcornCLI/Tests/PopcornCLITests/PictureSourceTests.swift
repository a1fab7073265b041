import CoreDomain
import Foundation
import TMDbKit
import TerminalImages
import TerminalImagesTestHelpers
import Testing

@testable import PopcornCLI

@Suite("PictureSource")
struct PictureSourceTests {
    static let poster = TestImages.checkerboard(
        width: 92, height: 138, square: 23, RGBAColor(red: 250, green: 250, blue: 250),
        RGBAColor(red: 10, green: 10, blue: 10))
    static let configuration = ImagesConfiguration(
        baseURL: URL(string: "http://images.test/t/p/")!,
        posterSizes: ["w92", "w154", "w185", "w342", "w500", "original"],
        backdropSizes: [], logoSizes: [], profileSizes: ["w45", "w185", "h632", "original"], stillSizes: [])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "popcorn-pictures-\(UUID().uuidString)", isDirectory: true)
    let debug = DebugLines()

    func source(
        _ files: [String: ImageDownload], catalog: Bool = false, offline: Bool = false, cache: URL? = nil
    ) -> (PictureSource, RecordingImageDownloader) {
        let downloader = RecordingImageDownloader(files)
        let source = PictureSource(
            isCatalog: catalog, isOffline: offline, cache: ImageFileCache(directory: cache ?? directory),
            downloader: downloader, decoder: ImageDecoder(),
            configuration: { () async throws(DataAccessError) -> ImagesConfiguration in Self.configuration },
            debug: debug.say)
        return (source, downloader)
    }

    func picture(_ source: PictureSource, path: String? = "/poster.jpg", width: Int = 90) async -> RasterImage? {
        await source.picture(
            of: "movie 550", path: path.flatMap { URL(string: $0) }, kind: .poster, fillingWidth: width)?.image
    }

    @Test("a poster is fetched at the smallest size that fills the width, decoded, and kept for next time")
    func fetchesDecodesAndKeeps() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let jpeg = TestImages.jpeg(Self.poster)
        let (first, downloader) = source(["poster.jpg": .file(jpeg, contentType: "image/jpeg")])

        let image = try #require(await picture(first, width: 100))

        #expect((image.width, image.height) == (92, 138))
        #expect(downloader.calledWith.map(\.absoluteString) == ["http://images.test/t/p/w154/poster.jpg"])
        #expect(ImageFileCache(directory: directory).read("w154_poster.jpg") == jpeg)

        let (again, secondDownloader) = source([:], offline: true)
        #expect(await picture(again, width: 100) == image)
        #expect(secondDownloader.calledWith.isEmpty)
        #expect(debug.all.last == "poster from the image cache (w154_poster.jpg)")
    }

    @Test(
        "a bad file is not drawn nor kept, and one debug line says why",
        arguments: [
            (ImageDownload.refused(status: 404), "the image host answered 404"),
            (.file(Array("<!DOCTYPE html><html>Bad gateway</html>".utf8), contentType: "text/html"), "HTML"),
            (.file([], contentType: "image/jpeg"), "empty"),
            (.failed("connection refused"), "connection refused"),
        ])
    func badFiles(answer: ImageDownload, reason: String) async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (source, _) = source(["poster.jpg": answer])

        #expect(await picture(source) == nil)
        #expect(debug.all.filter { $0.hasPrefix("no poster drawn") }.count == 1)
        #expect(debug.all.last?.contains(reason) == true, "\(debug.all)")
        #expect(ImageFileCache(directory: directory).usage().files == 0)
    }

    @Test("a truncated JPEG and a huge one are refused by the decoder, never kept")
    func truncatedAndHuge() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let jpeg = TestImages.jpeg(Self.poster)
        let (source, _) = source([
            "half.jpg": .file(Array(jpeg.prefix(jpeg.count / 2)), contentType: "image/jpeg"),
            "huge.jpg": .file(TestImages.withDimensions(jpeg, width: 60000, height: 60000), contentType: "image/jpeg"),
        ])

        #expect(await picture(source, path: "/half.jpg") == nil)
        #expect(await picture(source, path: "/huge.jpg") == nil)
        let reasons = debug.all.filter { $0.hasPrefix("no poster drawn") }
        #expect(reasons.count == 2)
        #expect(reasons.first?.contains("could not be decoded") == true, "\(reasons)")
        #expect(reasons.last?.contains("60000") == true, "\(reasons)")
        #expect(ImageFileCache(directory: directory).usage().files == 0)
    }

    @Test("the demo catalog, a title without a poster, and --offline with nothing kept ask the host nothing")
    func nothingToFetch() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (catalog, catalogHost) = source([:], catalog: true)
        let (offline, offlineHost) = source([:], offline: true)

        #expect(await picture(catalog) == nil)
        #expect(await picture(offline, path: nil) == nil)
        #expect(await picture(offline) == nil)

        #expect(catalogHost.calledWith.isEmpty && offlineHost.calledWith.isEmpty)
        #expect(
            debug.all == [
                "no poster drawn: the demo catalog has no images", "no poster drawn: TMDb has none for movie 550",
                "no poster drawn: it is not in the image cache, and --offline draws only what is",
            ])
    }

    @Test("a kept file that no longer decodes is removed and fetched again")
    func replacesABadKeptFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let jpeg = TestImages.jpeg(Self.poster)
        try ImageFileCache(directory: directory).store(Array(jpeg.prefix(100)), as: "w92_poster.jpg")
        let (source, downloader) = source(["poster.jpg": .file(jpeg, contentType: "image/jpeg")])

        #expect(await picture(source) != nil)
        #expect(downloader.calledWith.count == 1)
        #expect(ImageFileCache(directory: directory).read("w92_poster.jpg") == jpeg)
        #expect(debug.all.first?.hasPrefix("the kept poster w92_poster.jpg does not decode") == true, "\(debug.all)")
    }

    @Test("a copy kept wider than needed is drawn without the network; offline, a narrower one too")
    func usesOtherKeptSizes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = TestImages.png(Self.poster)
        try ImageFileCache(directory: directory).store(png, as: "w342_poster.jpg")
        let (online, host) = source([:])

        #expect(await picture(online, width: 100) != nil)
        #expect(host.calledWith.isEmpty)

        try FileManager.default.removeItem(at: directory)
        try ImageFileCache(directory: directory).store(png, as: "w92_poster.jpg")
        let (offline, _) = source([:], offline: true)
        let (wanting, wantingHost) = source([:])

        #expect(await picture(offline, width: 300) != nil)
        #expect(await picture(wanting, width: 300) == nil)
        #expect(wantingHost.calledWith.map(\.lastPathComponent) == ["poster.jpg"])
    }

    @Test("a cache that cannot be written still draws the poster, and says it was not kept")
    func unwritableCache() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data([1]).write(
            to: directory.deletingLastPathComponent().appendingPathComponent(directory.lastPathComponent))
        let (source, _) = source(["poster.jpg": .file(TestImages.png(Self.poster), contentType: "image/png")])

        #expect(await picture(source) != nil)
        #expect(debug.all.last?.hasPrefix("the poster is drawn but not kept:") == true, "\(debug.all)")
    }
}
