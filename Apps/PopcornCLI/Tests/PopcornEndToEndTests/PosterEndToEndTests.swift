import Foundation
import TerminalImages
import Testing

/// `popcorn movie|tv|person <ref> --poster` in half blocks (`POPCORN_IMAGES=blocks`) on a 100 × 30
/// scripted terminal, against a loopback TMDb that is its own image host: the picture above the
/// details, compared cell by cell with the one the test made, and the details as without `--poster`.
///
/// The pictures are 13 × 20 pixels: in half blocks (a cell is one pixel across, two down) they fill
/// exactly 13 columns by the 10 rows a third of the terminal allows, one pixel a half cell, so no
/// scaling blurs the comparison.
@Suite("Posters drawn above the details in half blocks, end to end")
struct PosterEndToEndTests {
    static let blocks = ["POPCORN_IMAGES": "blocks", "COLORTERM": "truecolor"]

    /// The cells of `rows` whose colours are not `picture`'s pixels (top half row `2r`, bottom `2r + 1`)
    /// within `tolerance`, described; empty when every cell matches.
    static func mismatches(_ rows: [HalfBlockRow], _ picture: RasterImage, tolerance: Int) -> [String] {
        var found: [String] = []
        for (row, line) in rows.enumerated() {
            for (column, cell) in line.cells.enumerated() {
                for (half, colour) in [(0, cell.top), (1, cell.bottom)] {
                    let pixel = picture.colour(x: column, y: row * 2 + half)
                    let expected = (red: Int(pixel.red), green: Int(pixel.green), blue: Int(pixel.blue))
                    if !colour.isNear(
                        red: expected.red, green: expected.green, blue: expected.blue, tolerance: tolerance)
                    {
                        found.append(
                            "row \(row) column \(column) \(half == 0 ? "top" : "bottom"): \(colour), not \(expected)")
                    }
                }
            }
        }
        return found
    }

    @Test("A JPEG poster is 10 rows of 24-bit half blocks, each cell the poster's colours, then the details")
    func jpegPosterInHalfBlocks() async throws {
        let harness = try PosterHarness()

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], environment: Self.blocks)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(!run.askedTheTerminal, "POPCORN_IMAGES names the protocol, so nothing is asked: \(run)")
        let rows = run.lines.prefix(10).compactMap(HalfBlockRow.init)
        try #require(rows.count == 10, "the first 10 lines are not half blocks: \(run)")
        #expect(rows.allSatisfy { $0.cells.count == 13 }, "\(run)")
        #expect(Self.mismatches(rows, PosterPictures.flat, tolerance: 3) == [], "\(run)")
        #expect(run.lines.count > 10 && run.lines[10].contains("The Loopback (2001)"), "\(run)")
        #expect(Array(run.lines.dropFirst(10)) == plain.lines, "the details differ from those without --poster")
        #expect(harness.imageRequests == ["/t/p/w92/flat.jpg"], "13 pixels across need TMDb's smallest size")
    }

    @Test("A PNG poster in half blocks is the picture exactly: every cell's top and bottom half its own pixel")
    func pngPosterExactly() async throws {
        let harness = try PosterHarness(poster: "distinct.png")

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], environment: Self.blocks)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let rows = run.lines.prefix(10).compactMap(HalfBlockRow.init)
        try #require(rows.count == 10 && rows.allSatisfy { $0.cells.count == 13 }, "\(run)")
        #expect(Self.mismatches(rows, PosterPictures.distinct, tolerance: 0) == [], "\(run)")
        #expect(run.lines[10].contains("The Loopback (2001)"), "\(run)")
    }

    @Test("--poster-rows 4 draws the poster in 4 rows, as wide as its shape allows, and implies --poster")
    func posterRows() async throws {
        let harness = try PosterHarness()

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster-rows", "4"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], environment: Self.blocks)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let rows = run.lines.prefix(4).compactMap(HalfBlockRow.init)
        // 13 × 20 pixels in 4 rows of two: 8 pixels high, so 13 × 8 / 20 = 5.2, 5 columns.
        #expect(rows.count == 4 && rows.allSatisfy { $0.cells.count == 5 }, "\(run)")
        #expect(Array(run.lines.dropFirst(4)) == plain.lines, "\(run)")
    }

    @Test("person --poster draws the profile photo, fetched at TMDb's smallest profile size, above the details")
    func personPhoto() async throws {
        let harness = try PosterHarness()
        let person = String(TMDbPeopleFixtures.personID)

        let run = try await harness.onTerminal(["person", person, "--poster"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["person", person], environment: Self.blocks)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let rows = run.lines.prefix(10).compactMap(HalfBlockRow.init)
        try #require(rows.count == 10, "\(run)")
        #expect(Self.mismatches(rows, PosterPictures.flat, tolerance: 3) == [], "\(run)")
        #expect(run.lines[10] == "\u{1B}[1mAda Socket\u{1B}[0m", "\(run)")
        #expect(Array(run.lines.dropFirst(10)) == plain.lines, "\(run)")
        #expect(harness.imageRequests == ["/t/p/w45/ada.jpg"])
    }

    @Test("tv --poster draws the series' poster above its details")
    func seriesPoster() async throws {
        let harness = try PosterHarness()
        let series = String(TMDbTVFixtures.seriesID)

        let run = try await harness.onTerminal(["tv", series, "--poster"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["tv", series], environment: Self.blocks)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let rows = run.lines.prefix(10).compactMap(HalfBlockRow.init)
        try #require(rows.count == 10, "\(run)")
        #expect(Self.mismatches(rows, PosterPictures.flat, tolerance: 3) == [], "\(run)")
        #expect(Array(run.lines.dropFirst(10)) == plain.lines, "\(run)")
        #expect(harness.imageRequests == ["/t/p/w92/loopback-hour.jpg"])
    }
}
