import Foundation
import TerminalImages
import TerminalImagesTestHelpers
import Testing

/// Which picture protocol `--poster` speaks, told from the terminal's answer to popcorn's query (on a
/// plain `TERM=xterm-256color`) or from the environment, and each protocol's escapes read back and
/// checked for structure and content: kitty's chunks, sixel's raster, palette and bands, iTerm2's file.
@Suite("Poster picture protocols, chosen by the terminal's answer or its environment, end to end")
struct PosterProtocolEndToEndTests {
    /// A terminal named by the environment, and the protocol that must be drawn on it without asking.
    struct NamedTerminal: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let expected: TerminalImageProtocol

        var testDescription: String {
            environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
    }

    @Test(
        "A terminal that answers kitty's query gets the decoded JPEG as RGBA in base64 chunks of 4096, m=1 until the last"
    )
    func kittyJPEG() async throws {
        let harness = try PosterHarness(poster: "large.jpg")
        let terminal = ScriptedTerminal(answer: .kitty)

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], terminal)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], terminal)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.askedTheTerminal && !plain.askedTheTerminal, "\(run)")
        let chunks = KittyChunk.all(in: run.text)
        try #require(chunks.count > 1, "92 × 138 RGBA pixels need several chunks: \(run)")
        let first = chunks[0].keys
        #expect(first["a"] == "T" && first["f"] == "32", "\(first)")
        // 13 × 10 cells of the assumed 10 × 20 pixels hold 130 × 200: the picture is sent as it is.
        #expect([first["s"], first["v"], first["c"], first["r"]] == ["92", "138", "13", "10"], "\(first)")
        #expect(chunks.allSatisfy { $0.payload.utf8.count <= 4096 }, "a chunk carries more than 4096 bytes")
        #expect(chunks.dropLast().allSatisfy { $0.keys["m"] == "1" && $0.payload.utf8.count % 4 == 0 })
        #expect(chunks.last?.keys["m"] == "0")
        let pixels = try #require(KittyChunk.decodedPayload(of: chunks), "the payload is not base64")
        try #require(pixels.count == 92 * 138 * 4, "\(pixels.count) bytes are not 92 × 138 RGBA pixels")
        let picture = PosterPictures.largeFlat
        let offPixels = stride(from: 0, to: pixels.count, by: 4).filter { offset in
            let pixel = picture.colour(x: offset / 4 % 92, y: offset / 4 / 92)
            return abs(Int(pixels[offset]) - Int(pixel.red)) > 3 || abs(Int(pixels[offset + 1]) - Int(pixel.green)) > 3
                || abs(Int(pixels[offset + 2]) - Int(pixel.blue)) > 3 || pixels[offset + 3] != 255
        }
        #expect(
            offPixels.isEmpty,
            "\(offPixels.count) pixels differ from the poster, the first at byte \(offPixels.first ?? 0)")
        #expect(run.textAfterPicture == "\r\n" + plain.text, "the details differ from those without --poster")
        #expect(harness.imageRequests == ["/t/p/w154/large.jpg"], "130 pixels across need w154")
    }

    @Test("kitty gets a PNG as it is (f=100), fetched at the size the terminal's reported cells fill")
    func kittyPNG() async throws {
        let harness = try PosterHarness(poster: "large.png")
        // 20 × 40-pixel cells: 13 columns are 260 pixels, so w342.
        let terminal = ScriptedTerminal(pixels: (2000, 1200), answer: .kitty)

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], terminal)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let chunks = KittyChunk.all(in: run.text)
        try #require(chunks.count > 1, "\(run)")
        let first = chunks[0].keys
        #expect([first["a"], first["f"], first["c"], first["r"]] == ["T", "100", "13", "10"], "\(first)")
        #expect(chunks.allSatisfy { $0.payload.utf8.count <= 4096 })
        #expect(chunks.dropLast().allSatisfy { $0.keys["m"] == "1" } && chunks.last?.keys["m"] == "0")
        #expect(KittyChunk.decodedPayload(of: chunks) == PosterImageHost.largePNG, "the PNG was not sent as served")
        #expect(harness.imageRequests == ["/t/p/w342/large.png"])
    }

    @Test("A terminal whose device attributes include 4 gets one sixel picture: raster, palette, bands of six, ESC \\")
    func sixel() async throws {
        let harness = try PosterHarness()
        // 8 × 16-pixel cells: 13 × 10 cells are 104 × 160 pixels.
        let terminal = ScriptedTerminal(pixels: (800, 480), answer: .sixel)

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], terminal)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], terminal)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.askedTheTerminal, "\(run)")
        let sixel = try #require(SixelSequence(in: run.text), "no sixel sequence ended by ESC \\: \(run)")
        #expect(sixel.parameters == "0;1;0")
        #expect(sixel.raster == [1, 1, 104, 160], "\(sixel.raster)")
        #expect(sixel.bands == 27, "160 rows are 27 bands of six")
        #expect(!sixel.palette.isEmpty && sixel.palette.count <= 256, "\(sixel.palette.count) colours")
        #expect(sixel.palette.values.allSatisfy { [$0.red, $0.green, $0.blue].allSatisfy((0...100).contains) })
        for (colour, _) in PosterPictures.regions {
            let percent = [colour.red, colour.green, colour.blue].map { Int($0) * 100 / 255 }
            #expect(
                sixel.palette.values.contains {
                    abs($0.red - percent[0]) <= 2 && abs($0.green - percent[1]) <= 2 && abs($0.blue - percent[2]) <= 2
                },
                "no palette entry near \(colour): \(sixel.palette.values.map { [$0.red, $0.green, $0.blue] })")
        }
        #expect(run.textAfterPicture == "\r\n" + plain.text, "the details differ from those without --poster")
        #expect(harness.imageRequests == ["/t/p/w154/flat.jpg"], "104 pixels across need w154")
    }

    @Test(
        "A terminal that answers no picture protocol, or nothing, gets half blocks in xterm's 256 colours",
        arguments: [TerminalAnswer.plain, .none])
    func halfBlocksIn256Colours(answer: TerminalAnswer) async throws {
        let harness = try PosterHarness()
        let terminal = ScriptedTerminal(answer: answer)

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"], terminal)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], terminal)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.askedTheTerminal, "\(run)")
        #expect(!run.text.contains("38;2;") && !run.text.contains("48;2;"), "24-bit colour without COLORTERM: \(run)")
        let rows = run.linesAfterQuery.prefix(10).compactMap(HalfBlockRow.init)
        try #require(rows.count == 10 && rows.allSatisfy { $0.cells.count == 13 }, "\(run)")
        var wrong: [String] = []
        for (row, line) in rows.enumerated() {
            for (column, cell) in line.cells.enumerated() {
                let top = PosterPictures.region(x: column, y: row * 2, width: 13, height: 20)
                let bottom = PosterPictures.region(x: column, y: row * 2 + 1, width: 13, height: 20)
                let expected = HalfBlockRow.Cell(
                    top: .indexed(PosterPictures.regions[top].xtermIndex),
                    bottom: .indexed(PosterPictures.regions[bottom].xtermIndex))
                if cell != expected {
                    wrong.append("row \(row) column \(column): \(cell), not \(expected)")
                }
            }
        }
        #expect(wrong == [], "\(run)")
        #expect(
            Array(run.linesAfterQuery.dropFirst(10)) == plain.lines, "the details differ from those without --poster")
    }

    @Test("TERM_PROGRAM=iTerm.app gets the served file inline, without asking the terminal anything")
    func iTerm() async throws {
        let harness = try PosterHarness()
        // Were it asked, this terminal would say kitty.
        let terminal = ScriptedTerminal(answer: .kitty)
        let environment = ["TERM_PROGRAM": "iTerm.app"]

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster"], terminal, environment: environment)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], terminal, environment: environment)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(!run.askedTheTerminal, "\(run)")
        #expect(run.text.hasPrefix("\u{1B}]1337;File="), "\(run)")
        let image = try #require(ITermInlineImage(in: run.text), "no inline image ended by BEL: \(run)")
        #expect(image.arguments["inline"] == "1")
        #expect(image.arguments["size"] == String(PosterImageHost.flatJPEG.count), "\(image.arguments)")
        #expect(image.arguments["width"] == "13" && image.arguments["height"] == "10", "\(image.arguments)")
        #expect(image.file == PosterImageHost.flatJPEG, "the base64 is not the served file")
        #expect(run.textAfterPicture == "\r\n" + plain.text, "the details differ from those without --poster")
    }

    @Test(
        "A terminal the environment names is drawn for without being asked",
        arguments: [
            NamedTerminal(environment: ["TMUX": "/tmp/tmux-1000/default,4242,0"], expected: .blocks),
            NamedTerminal(environment: ["TERM": "screen-256color"], expected: .blocks),
            NamedTerminal(environment: ["KITTY_WINDOW_ID": "1"], expected: .kitty),
            NamedTerminal(environment: ["TERM": "xterm-kitty"], expected: .kitty),
            NamedTerminal(environment: ["TERM": "foot"], expected: .sixel),
        ])
    func environmentNamesTheTerminal(_ named: NamedTerminal) async throws {
        let harness = try PosterHarness()
        // Were it asked, this terminal would say kitty; kitty's own would say sixel.
        let terminal = ScriptedTerminal(answer: named.expected == .kitty ? .sixel : .kitty)

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster"], terminal, environment: named.environment)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(!run.askedTheTerminal, "\(run)")
        #expect(run.drawnWith == named.expected, "\(run)")
    }

    @Test(
        "Inside tmux, popcorn sees TMUX and draws half blocks, the title right below",
        .enabled(if: TmuxSession.isAvailable))
    func insideTmux() async throws {
        let harness = try PosterHarness()
        let environment = harness.runner.fullEnvironment(harness.environment([:]))
        let assignments = environment.sorted { $0.key < $1.key }.map {
            "\($0.key)=\(TitleChoiceEndToEndTests.quote($0.value))"
        }
        let arguments = ["movie", PosterHarness.movie, "--poster", "--poster-rows", "10"]
        // TERM and TMUX are tmux's own, passed through the clean environment.
        let command =
            "env -i " + assignments.joined(separator: " ") + " TERM=\"$TERM\" TMUX=\"$TMUX\" "
            + TitleChoiceEndToEndTests.quote(harness.runner.binary.path) + " "
            + arguments.map(TitleChoiceEndToEndTests.quote).joined(separator: " ") + "; echo \"EXIT $?\"; sleep 600"
        // Tall enough that the poster never scrolls away.
        let tmux = try await TmuxSession(command: command, columns: 100, rows: 80)

        let screen = try await tmux.waitForScreen(containing: "EXIT ")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(10)) == Array(repeating: String(repeating: "\u{2580}", count: 13), count: 10),
            "\(screen)")
        #expect(lines.count > 10 && lines[10] == "The Loopback (2001)", "\(screen)")
        #expect(screen.contains("EXIT 0"), "\(screen)")
        #expect(harness.imageRequests == ["/t/p/w92/flat.jpg"])
    }
}
