import Foundation
import Testing

/// What people read, compared whole: 40 commands on the demo catalog (every screen kind, lists,
/// search, discover, JSON documents and errors), and a watchlist with entries and the cache's stats
/// after setting them up, against the output kept beside this file in
/// `Expected/`, exit status, standard output and standard error alike, so an added, lost or reordered
/// line fails. The catalog is fixed and nothing here depends on the day (a person shown is one whose
/// age does not change), so the same binary always gives the same text.
///
/// After a change that means to alter what is shown, write the new text with
/// `POPCORN_RECORD_EXPECTED=1 swift test --filter WholeOutputEndToEndTests` and read the diff.
@Suite("Whole output on the catalog, end to end")
struct WholeOutputEndToEndTests {
    /// The command lines, each run with `--source catalog` on an empty cache and empty user data.
    static let commands: [[String]] = [
        ["movie", "550"], ["movie", "credits", "550"], ["movie", "popular"], ["movie", "popular", "--page", "2"],
        ["movie", "top-rated"], ["movie", "upcoming"], ["movie", "search", "fight"], ["movie", "images", "550"],
        ["movie", "recommendations", "550"], ["movie", "similar", "550"], ["movie", "watch", "550"],
        ["movie", "550", "--json"], ["tv", "1396"], ["tv", "season", "1396", "1"], ["tv", "episode", "1396", "S01E01"],
        ["tv", "credits", "1396"], ["tv", "credits", "1396", "--aggregate"], ["tv", "popular"],
        ["tv", "images", "1396"],
        ["tv", "episode", "credits", "1396", "1", "1"], ["tv", "1396", "--json"], ["person", "3084"],
        ["person", "credits", "287"], ["person", "popular"], ["person", "search", "brad"], ["person", "images", "287"],
        ["person", "3084", "--json"], ["search", "fight"], ["search", "the", "--kind", "movie"], ["trending"],
        ["trending", "movie", "--week"], ["genres"], ["discover", "movie", "--genre", "drama"],
        ["discover", "tv", "--year", "2008"], ["watchlist", "list"], ["search", "--history"], ["movie", "dune"],
        ["movie", "99999"], ["movie", "popular", "--page", "500"], ["moive", "550"],
    ]

    /// Where the expected output of `arguments` is kept.
    static func expectedFile(_ arguments: [String]) -> URL {
        let name = arguments.map { $0.replacingOccurrences(of: "-", with: "") }.joined(separator: "_")
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Expected").appendingPathComponent(name + ".txt")
    }

    @Test("The output of every command is the text kept for it, whole", arguments: commands)
    func wholeOutput(arguments: [String]) async throws {
        let runner = try PopcornRunner()
        let run = try await runner.run(arguments + ["--source", "catalog"])
        let text = "exit \(run.status)\n--- stdout ---\n\(run.stdout)--- stderr ---\n\(run.stderr)"
        let file = Self.expectedFile(arguments)

        if ProcessInfo.processInfo.environment["POPCORN_RECORD_EXPECTED"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(text == expected, "\(arguments.joined(separator: " ")) differs from \(file.lastPathComponent)")
    }

    /// Compares `run` whole with the text kept in `Expected/<name>.txt` (or writes it, recording).
    private func expectWhole(_ run: PopcornRun, _ name: String, replacing: [(String, String)] = []) throws {
        var text = "exit \(run.status)\n--- stdout ---\n\(run.stdout)--- stderr ---\n\(run.stderr)"
        for (found, placeholder) in replacing {
            text = text.replacingOccurrences(of: found, with: placeholder)
        }
        let file = Self.expectedFile([name])
        if ProcessInfo.processInfo.environment["POPCORN_RECORD_EXPECTED"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            text == (try String(contentsOf: file, encoding: .utf8)), "\(name) differs from \(file.lastPathComponent)")
    }

    @Test("A watchlist with entries, imported with their dates, reads whole, newest added first")
    func watchlistWithEntries() async throws {
        let runner = try PopcornRunner()
        let file = runner.userDirectory.appendingPathComponent("watchlist.csv")
        try """
        tmdb_id,kind,added_at,watched_at,note
        550,movie,2026-01-05T10:00:00Z,2026-02-01T21:00:00Z,the first rule
        1396,tv,2026-03-10T09:30:00Z,,
        807,movie,2026-03-12T18:00:00Z,,with popcorn
        """.write(to: file, atomically: true, encoding: .utf8)
        let imported = try await runner.run(["watchlist", "import", file.path, "--source", "catalog"])
        #expect(imported.status == 0, "\(imported.stderr)")

        try expectWhole(try await runner.run(["watchlist", "list", "--source", "catalog"]), "watchlist_list_entries")
    }

    @Test("The cache's stats after a lookup read whole, its path and the minute it was filled as placeholders")
    func cacheStats() async throws {
        let runner = try PopcornRunner()
        let lookup = try await runner.run(["movie", "550", "--source", "catalog"])
        #expect(lookup.status == 0)

        let run = try await runner.run(["cache", "stats", "--source", "catalog"])
        // Every minute shown (the oldest and newest entry may fall either side of a minute's turn).
        let minutes = Set(run.stdout.matches(of: /\d{4}-\d\d-\d\d \d\d:\d\d UTC/).map { String($0.output) })
        #expect(!minutes.isEmpty)
        try expectWhole(
            run, "cache_stats",
            replacing: [(runner.cacheDirectory.path, "$CACHE")] + minutes.map { ($0, "$MINUTE") })
    }

    @Test("Every file kept in Expected/ belongs to a command listed here")
    func noStaleFiles() throws {
        let folder = Self.expectedFile(["x"]).deletingLastPathComponent()
        let kept = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let screens = ["watchlist_list_entries", "cache_stats", "movie_reviews_550_loopback"].map {
            Self.expectedFile([$0]).lastPathComponent
        }

        #expect(kept == Set(Self.commands.map { Self.expectedFile($0).lastPathComponent } + screens))
        #expect(Self.commands.count == 40)
    }
}
