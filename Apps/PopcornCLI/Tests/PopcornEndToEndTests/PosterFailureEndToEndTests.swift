import Foundation
import Testing

/// Every way `--poster` draws nothing: a bad image from the host, no poster at all, standard output
/// not a terminal, `--json`, the demo catalog, pictures turned off. Each is one `--debug` line saying
/// why, and the command succeeds with exactly the output it has without `--poster`; only a bad
/// `POPCORN_IMAGES` or `--poster-rows` is an error (64).
@Suite("Posters that are not drawn, and why, end to end")
struct PosterFailureEndToEndTests {
    static let blocks = ["POPCORN_IMAGES": "blocks", "COLORTERM": "truecolor"]

    /// A poster file the image host gets wrong, and what the debug line must say about it.
    struct BadPoster: Sendable, CustomTestStringConvertible {
        let name: String
        let reasons: [String]
        let testDescription: String
    }

    /// A way of turning pictures off, and the reason the debug line gives.
    struct Off: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let environment: [String: String]
        let reason: String

        var testDescription: String {
            (environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + arguments).joined(separator: " ")
        }
    }

    @Test(
        "A bad image draws nothing: one debug line says why, nothing is kept, and the output is as without --poster",
        arguments: [
            BadPoster(name: "missing.jpg", reasons: ["answered 404"], testDescription: "a 404"),
            BadPoster(
                name: "error.html", reasons: ["an HTML page, not a JPEG or PNG"], testDescription: "an HTML page"),
            BadPoster(name: "empty.jpg", reasons: ["the image is empty"], testDescription: "an empty body"),
            BadPoster(
                name: "truncated.jpg", reasons: ["could not be decoded", "premature end of JPEG file"],
                testDescription: "half a JPEG"),
            BadPoster(
                name: "huge.jpg", reasons: ["60000×60000 pixels"], testDescription: "a JPEG claiming 60000 × 60000"),
        ])
    func badImage(_ bad: BadPoster) async throws {
        let harness = try PosterHarness(poster: bad.name)

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster", "--debug"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], environment: Self.blocks)

        #expect(run.status == 0, "\(run)")
        #expect(run.text == plain.text, "the output differs from that without --poster: \(run)")
        #expect(run.notDrawnLines.count == 1, "\(run.stderr)")
        for reason in bad.reasons {
            #expect(run.notDrawnLines.first?.contains(reason) == true, "\(run.notDrawnLines) does not say \(reason)")
        }
        #expect(run.notDrawnLines.first?.contains("/t/p/w92/\(bad.name)") == true, "the line names no URL")
        #expect(harness.imageRequests == ["/t/p/w92/\(bad.name)"])
        #expect(harness.cachedImages == [], "a bad image was kept")
    }

    @Test(
        "An image host that refuses connections draws nothing, with one debug line, and the details as without --poster"
    )
    func unreachableImageHost() async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let harness = try PosterHarness(imageHost: "127.0.0.1:\(refusing.port)")

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster", "--debug"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], environment: Self.blocks)

        #expect(run.status == 0, "\(run)")
        #expect(run.text == plain.text, "\(run)")
        #expect(run.notDrawnLines.count == 1, "\(run.stderr)")
        #expect(
            run.notDrawnLines.first?.contains("http://127.0.0.1:\(refusing.port)/t/p/w92/flat.jpg could not be fetched")
                == true,
            "\(run.stderr)")
        #expect(run.notDrawnLines.first?.contains("connection refused") == true, "\(run.stderr)")
    }

    @Test("A movie TMDb has no poster for draws nothing, with one debug line, and asks the terminal nothing")
    func noPoster() async throws {
        let harness = try PosterHarness(poster: nil)
        let terminal = ScriptedTerminal(answer: .kitty)

        let run = try await harness.onTerminal(["movie", PosterHarness.movie, "--poster", "--debug"], terminal)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie], terminal)

        #expect(run.status == 0 && !run.askedTheTerminal, "\(run)")
        #expect(run.text == plain.text, "\(run)")
        #expect(run.notDrawnLines == ["popcorn: debug: no poster drawn: TMDb has none for movie 4242"], "\(run.stderr)")
        #expect(harness.imageRequests == [])
    }

    @Test("With standard output a file, even a forced protocol draws nothing and no image is fetched")
    func notATerminal() async throws {
        let harness = try PosterHarness()

        let run = try await harness.run(
            ["movie", PosterHarness.movie, "--poster", "--debug"], environment: ["POPCORN_IMAGES": "kitty"])
        let plain = try await harness.run(["movie", PosterHarness.movie])

        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == plain.stdout, "\(run)")
        #expect(
            run.stderrLines.filter { $0.contains("no poster drawn") }
                == ["popcorn: debug: no poster drawn: standard output is not a terminal"], "\(run.stderr)")
        #expect(harness.imageRequests == [])
    }

    @Test("--json on a terminal prints the document alone: no picture, no query, no image fetched")
    func json() async throws {
        let harness = try PosterHarness()
        let terminal = ScriptedTerminal(answer: .kitty)

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--json", "--poster", "--debug"], terminal)
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie, "--json"], terminal)

        #expect(run.status == 0 && !run.askedTheTerminal && run.drawnWith == nil, "\(run)")
        #expect(run.text == plain.text, "\(run)")
        #expect(harness.imageRequests == [])
        #expect(
            run.notDrawnLines == ["popcorn: debug: no poster drawn: --json prints the document alone"], "\(run.stderr)")
    }

    @Test("The demo catalog has no images: nothing drawn, one debug line, nothing asked of any server")
    func demoCatalog() async throws {
        let harness = try PosterHarness()

        let run = try await harness.onTerminal(
            ["movie", "550", "--source", "catalog", "--poster", "--debug"], environment: Self.blocks)
        let plain = try await harness.onTerminal(["movie", "550", "--source", "catalog"], environment: Self.blocks)

        #expect(run.status == 0, "\(run)")
        #expect(run.text == plain.text && run.text.contains("Fight Club"), "\(run)")
        #expect(
            run.notDrawnLines == ["popcorn: debug: no poster drawn: the demo catalog has no images"], "\(run.stderr)")
        #expect(harness.server.requests.isEmpty)
    }

    @Test(
        "Pictures turned off draw nothing, with one debug line naming what turned them off",
        arguments: [
            Off(arguments: ["--no-images"], environment: PosterFailureEndToEndTests.blocks, reason: "--no-images"),
            Off(arguments: [], environment: ["POPCORN_IMAGES": "off"], reason: "POPCORN_IMAGES=off"),
            Off(arguments: [], environment: ["TERM": "dumb"], reason: "TERM says the terminal draws no pictures"),
            Off(arguments: [], environment: ["POPCORN_IMAGES": "blocks", "NO_COLOR": "1"], reason: "NO_COLOR"),
        ])
    func turnedOff(_ off: Off) async throws {
        let harness = try PosterHarness()
        let terminal = ScriptedTerminal(answer: .kitty)

        let run = try await harness.onTerminal(
            ["movie", PosterHarness.movie, "--poster", "--debug"] + off.arguments, terminal,
            environment: off.environment)
        let plain = try await harness.onTerminal(
            ["movie", PosterHarness.movie], terminal, environment: off.environment)

        #expect(run.status == 0 && !run.askedTheTerminal, "\(run)")
        #expect(run.text == plain.text, "\(run)")
        #expect(run.notDrawnLines.count == 1 && run.notDrawnLines.first?.contains(off.reason) == true, "\(run.stderr)")
        #expect(harness.imageRequests == [])
    }

    @Test("POPCORN_IMAGES naming no protocol is a configuration error: exit 78, one line, nothing printed")
    func badProtocolName() async throws {
        let harness = try PosterHarness()

        let run = try await harness.run(
            ["movie", PosterHarness.movie, "--poster"], environment: ["POPCORN_IMAGES": "nonsense"])

        #expect(run.status == 78, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "popcorn: error: POPCORN_IMAGES must be one of kitty|sixel|iterm|blocks|off, not 'nonsense'; "
                    + "fix it or unset it"
            ],
            "\(run)")

        let unread = try await harness.run(
            ["movie", PosterHarness.movie, "--poster", "--no-images"], environment: ["POPCORN_IMAGES": "nonsense"])
        #expect(unread.status == 0 && unread.stderr.isEmpty, "--no-images reads no POPCORN_IMAGES: \(unread)")
        #expect(harness.imageRequests == [])
    }

    @Test(
        "--poster-rows outside 1...200 is a usage error: exit 64, one line, nothing printed", arguments: ["0", "201"])
    func badPosterRows(rows: String) async throws {
        let harness = try PosterHarness()

        let run = try await harness.run(["movie", PosterHarness.movie, "--poster-rows", rows])

        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines.count == 1
                && run.stderrLines[0].contains("--poster-rows must be a whole number from 1 to 200"), "\(run)")
        #expect(harness.server.requests.isEmpty, "a bad option asked TMDb")
    }
}
