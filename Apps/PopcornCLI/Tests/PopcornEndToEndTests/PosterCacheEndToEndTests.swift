import Foundation
import Testing

/// Posters kept on disk in `$POPCORN_CACHE_DIR/images/<size>_<name>`: drawn again without the network,
/// drawn by `--offline` only when kept, counted by `cache stats` and removed by `cache clear`.
@Suite("The poster image cache, end to end")
struct PosterCacheEndToEndTests {
    static let blocks = ["POPCORN_IMAGES": "blocks", "COLORTERM": "truecolor"]

    let harness: PosterHarness

    init() throws {
        harness = try PosterHarness()
    }

    /// `popcorn movie 4242 <extra...>` with `--poster` in half blocks on a 100 × 30 terminal.
    func poster(_ extra: [String] = []) async throws -> TerminalRun {
        try await harness.onTerminal(["movie", PosterHarness.movie, "--poster"] + extra, environment: Self.blocks)
    }

    @Test("A drawn poster is kept as <size>_<name>, and a second run draws it again without asking the host")
    func secondRunFromTheCache() async throws {
        let first = try await poster()
        let second = try await poster(["--debug"])

        #expect(first.status == 0 && first.drawnWith == .blocks, "\(first)")
        #expect(second.status == 0 && second.text == first.text, "\(second)")
        #expect(harness.imageRequests == ["/t/p/w92/flat.jpg"], "the second run asked the host again")
        #expect(harness.cachedImages == ["w92_flat.jpg"])
        let kept = try Data(contentsOf: harness.imageCacheDirectory.appendingPathComponent("w92_flat.jpg"))
        #expect([UInt8](kept) == PosterImageHost.flatJPEG, "the cache holds other bytes than were served")
        #expect(
            second.stderrLines.contains("popcorn: debug: poster from the image cache (w92_flat.jpg)"),
            "\(second.stderr)")
        #expect(second.notDrawnLines.isEmpty, "\(second.stderr)")
    }

    @Test("--offline draws the poster the image cache holds, asking nothing of TMDb or the image host")
    func offlineFromTheCache() async throws {
        let online = try await poster()
        let mark = harness.server.requests.count

        let offline = try await poster(["--offline"])

        #expect(offline.status == 0 && offline.stderr.isEmpty, "\(offline)")
        #expect(offline.text == online.text, "\(offline)")
        #expect(
            harness.server.requests.count == mark,
            "--offline asked: \(harness.server.requests.dropFirst(mark).map(\.path))")
    }

    @Test(
        "--offline with no poster kept draws nothing, with one debug line, and prints the details as without --poster")
    func offlineWithoutThePoster() async throws {
        #expect(try await harness.onTerminal(["movie", PosterHarness.movie], environment: Self.blocks).status == 0)

        let run = try await poster(["--offline", "--debug"])
        let plain = try await harness.onTerminal(["movie", PosterHarness.movie, "--offline"], environment: Self.blocks)

        #expect(run.status == 0, "\(run)")
        #expect(run.text == plain.text, "\(run)")
        #expect(
            run.notDrawnLines == [
                "popcorn: debug: no poster drawn: it is not in the image cache, and --offline draws only what is"
            ], "\(run.stderr)")
        #expect(harness.imageRequests == [])
    }

    @Test("An image cache folder that cannot be made still draws the poster, with one debug line saying it is not kept")
    func cacheCannotBeWritten() async throws {
        // A file where the folder should be: nothing can be kept in it.
        try Data("not a folder".utf8).write(to: harness.imageCacheDirectory)

        let run = try await poster(["--debug"])
        let second = try await poster()

        #expect(run.status == 0 && run.drawnWith == .blocks && run.notDrawnLines.isEmpty, "\(run)")
        let notKept = run.stderrLines.filter { $0.contains("not kept") }
        let path = harness.imageCacheDirectory.path
        #expect(notKept.count == 1, "\(run.stderr)")
        #expect(
            notKept == [
                "popcorn: debug: the poster is drawn but not kept: \(path)/w92_flat.jpg could not be written (not a directory)"
            ],
            "\(run.stderr)")
        #expect(second.text == run.text, "\(second)")
        #expect(harness.imageRequests == ["/t/p/w92/flat.jpg", "/t/p/w92/flat.jpg"], "nothing kept, so asked again")
    }

    @Test("cache stats counts the kept poster in an image cache block and in --json; cache clear removes it")
    func statsAndClear() async throws {
        #expect(try await poster().status == 0)
        let path = harness.imageCacheDirectory.path

        let stats = try await harness.run(["cache", "stats"])
        let json = try await harness.run(["cache", "stats", "--json"])
        let clear = try await harness.run(["cache", "clear"])
        let after = try await harness.run(["cache", "stats", "--json"])

        #expect(stats.status == 0, "\(stats)")
        let block = try #require(stats.stdoutLines.firstIndex(of: "image cache  \(path)"), "\(stats)")
        #expect(stats.stdoutLines.count == block + 2, "the image block is not last: \(stats)")
        #expect(stats.stdoutLines.last?.hasPrefix("  files       1 (") == true, "\(stats)")
        let images = try #require(try JSONDocument.object(json.stdout)["images"] as? [String: Any], "\(json)")
        #expect(images["path"] as? String == path, "\(images)")
        #expect(images["files"] as? Int == 1, "\(images)")
        #expect(images["bytes"] as? Int == PosterImageHost.flatJPEG.count, "\(images)")
        #expect(clear.status == 0, "\(clear)")
        #expect(clear.stdoutLines.contains("cleared 1 image from the image cache (\(path))"), "\(clear)")
        #expect(harness.cachedImages == [], "files are left: \(harness.cachedImages)")
        let emptied = try #require(try JSONDocument.object(after.stdout)["images"] as? [String: Any], "\(after)")
        #expect(emptied["files"] as? Int == 0 && emptied["bytes"] as? Int == 0, "\(emptied)")
    }
}
