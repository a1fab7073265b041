import CoreDomain
import Foundation
import TMDbKit
import TerminalImages
import TerminalImagesTestHelpers
import Testing

@testable import PopcornCLI

@Suite("PictureDrawer")
struct PictureDrawerTests {
    static let poster = TestImages.checkerboard(
        width: 20, height: 30, square: 10, RGBAColor(red: 255, green: 0, blue: 0),
        RGBAColor(red: 0, green: 0, blue: 255))
    let debug = DebugLines()

    func drawer(
        _ imageProtocol: TerminalImageProtocol, rows: Int? = nil, window: TerminalWindowSize? = nil
    ) -> PictureDrawer {
        let source = PictureSource(
            isCatalog: false, isOffline: true,
            cache: ImageFileCache(directory: URL(fileURLWithPath: "/nonexistent-popcorn-test")),
            downloader: RecordingImageDownloader([:]), decoder: ImageDecoder(),
            configuration: { () async throws(DataAccessError) -> ImagesConfiguration in
                throw .unknown("no configuration in this test")
            },
            debug: debug.say)
        return PictureDrawer(
            choice: PictureProtocolChoice(imageProtocol: imageProtocol, depth: .trueColour, reason: nil),
            window: window ?? TerminalWindowSize(columns: 100, rows: 30, pixelWidth: 0, pixelHeight: 0),
            maximumRows: rows, source: source)
    }

    @Test("half blocks take a third of the terminal's height by default, a line each, and end on a new line")
    func blocksTakeAThird() {
        let output = drawer(.blocks).encoded(Self.poster, file: TestImages.png(Self.poster))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.count == 11)  // ten rows and the empty rest after the last line break
        #expect(lines.last == "")
        #expect(lines.dropLast().allSatisfy { $0.filter { $0 == "▀" }.count == 13 })  // 20 pixels tall, 13 wide
    }

    @Test("--poster-rows sets the height instead")
    func posterRows() {
        let output = drawer(.blocks, rows: 4).encoded(Self.poster, file: [])

        #expect(output.split(separator: "\n").count == 4)
    }

    @Test("kitty takes a PNG as it is, and a JPEG's pixels")
    func kittyFormats() {
        let png = TestImages.png(Self.poster)

        #expect(drawer(.kitty).encoded(Self.poster, file: png).hasPrefix("\u{1B}_Ga=T,f=100,"))
        #expect(drawer(.kitty).encoded(Self.poster, file: TestImages.jpeg(Self.poster)).hasPrefix("\u{1B}_Ga=T,f=32,"))
    }

    @Test("the terminal's own pixel size shapes the cells, else 10×20 is assumed, also for half blocks")
    func cellSizes() {
        let reported = TerminalWindowSize(columns: 100, rows: 30, pixelWidth: 900, pixelHeight: 540)
        let nonsense = TerminalWindowSize(columns: 100, rows: 30, pixelWidth: 100, pixelHeight: 30)

        #expect(drawer(.sixel, window: reported).cell == CellSize(width: 9, height: 18))
        #expect(drawer(.sixel).cell == .assumed)
        #expect(drawer(.sixel, window: nonsense).cell == .assumed)
        #expect(drawer(.blocks, window: reported).cell == CellSize(width: 9, height: 18))
    }

    @Test("half blocks in tall cells draw the poster wider, so that it keeps its shape")
    func blocksFollowTheCells() {
        let tall = TerminalWindowSize(columns: 100, rows: 30, pixelWidth: 700, pixelHeight: 720)  // 7×24 cells

        let lines = drawer(.blocks, window: tall).encoded(Self.poster, file: []).split(separator: "\n")

        #expect(lines.count == 10)
        // 240 pixels tall, so 160 wide: 23 cells of 7.
        #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 23 })
    }

    @Test("a terminal too short for a third of it to be three rows draws no picture, unless --poster-rows asks")
    func tooShort() async {
        let short = TerminalWindowSize(columns: 80, rows: 8, pixelWidth: 0, pixelHeight: 0)

        #expect(
            await drawer(.blocks, window: short).picture(of: "movie 550", path: URL(string: "/p.jpg"), kind: .poster)
                == nil)
        #expect(
            debug.all == [
                "no poster drawn: the terminal is 8 rows tall, too short for one (--poster-rows draws one anyway)"
            ])
    }

    @Test("pictures off say why in one debug line, and draw nothing")
    func off() async {
        let drawer = PictureDrawer(
            choice: PictureProtocolChoice(imageProtocol: .off, depth: .trueColour, reason: "--no-images"),
            window: TerminalWindowSize(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0), maximumRows: nil,
            source: self.drawer(.blocks).source)

        #expect(await drawer.picture(of: "movie 550", path: URL(string: "/p.jpg"), kind: .poster) == nil)
        #expect(debug.all == ["no poster drawn: --no-images"])
    }
}
