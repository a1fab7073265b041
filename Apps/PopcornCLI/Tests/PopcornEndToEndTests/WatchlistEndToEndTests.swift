import Foundation
import Testing

/// The watchlist through the real binary, on the offline catalog: its own file in this runner's
/// `POPCORN_DATA_DIR` (with a `.bak`), out of the cache's reach; the details screens saying whether
/// a title is on it; export and import.
@Suite("Watchlist, end to end")
struct WatchlistEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// `$POPCORN_DATA_DIR/watchlist.sqlite`.
    var watchlistFile: URL {
        runner.dataDirectory.appendingPathComponent("watchlist.sqlite", isDirectory: false)
    }

    /// Runs `popcorn arguments... --source catalog`.
    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"])
    }

    /// Runs a watchlist command that must succeed.
    @discardableResult
    func watchlist(_ arguments: [String]) async throws -> PopcornRun {
        let run = try await run(["watchlist"] + arguments)
        #expect(run.status == 0, "\(run)")
        return run
    }

    /// The watchlist as `list --json` gives it: `kind id` per entry, in the order asked for.
    func entries(_ arguments: [String] = []) async throws -> [String] {
        let run = try await watchlist(["list", "--json"] + arguments)
        let results = try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
        return results.map { "\($0["kind"] as? String ?? "?") \($0["id"] as? Int ?? 0)" }
    }

    @Test("Titles are added by id, by title and by URL, listed newest first, and a second add changes nothing")
    func addAndList() async throws {
        let first = try await watchlist(["add", "movie", "550"])
        try await watchlist(["add", "tv", "breaking bad"])
        try await watchlist(["add", "https://www.themoviedb.org/movie/603-the-matrix"])
        let again = try await watchlist(["add", "movie", "fight", "club"])

        #expect(first.stdout == "Added to your watchlist: Fight Club (1999)  popcorn movie 550\n", "\(first)")
        #expect(again.stdout.hasPrefix("Already on your watchlist: Fight Club (1999)"), "\(again)")
        #expect(try await entries(["--sort", "title"]) == ["tv 1396", "movie 550", "movie 603"])
        #expect(try await entries(["--kind", "movie", "--sort", "rating"]) == ["movie 550", "movie 603"])
    }

    @Test("Listing, and asking a details screen, never create the watchlist file")
    func readsCreateNothing() async throws {
        let empty = try await watchlist([])
        _ = try await run(["movie", "550"])

        #expect(empty.stdout.hasPrefix("Your watchlist has nothing yet."), "\(empty)")
        #expect(!FileManager.default.fileExists(atPath: watchlistFile.path))
    }

    @Test("Marked watched, noted, unmarked and removed, each shown in the list document")
    func changes() async throws {
        try await watchlist(["add", "movie", "550"])
        try await watchlist(["mark-watched", "movie", "550"])
        try await watchlist(["note", "movie", "550", "with Sam, on Friday"])

        let list = try JSONDocument.object(try await watchlist(["list", "--json"]).stdout)
        let entry = try #require((list["results"] as? [[String: Any]])?.first)
        #expect(entry["isWatched"] as? Bool == true)
        #expect(entry["note"] as? String == "with Sam, on Friday")
        #expect(entry["title"] as? String == "Fight Club")
        #expect(entry["year"] as? Int == 1999)
        #expect(Set(list.keys) == ["page", "totalPages", "totalResults", "results"])

        try await watchlist(["unmark-watched", "movie", "550"])
        try await watchlist(["note", "movie", "550", ""])
        let cleared = try #require(
            (try JSONDocument.object(try await watchlist(["list", "--json"]).stdout)["results"] as? [[String: Any]])?
                .first)
        #expect(cleared["isWatched"] as? Bool == false)
        #expect(cleared["note"] == nil)

        let removed = try await watchlist(["remove", "movie", "550"])
        #expect(removed.stdout == "Removed from your watchlist: Fight Club (1999)\n", "\(removed)")
        #expect(try await entries().isEmpty)
    }

    @Test("A title not on the watchlist, or not in the catalog, exits 66 in one line; a bad title argument 64")
    func failures() async throws {
        try await watchlist(["add", "movie", "550"])

        let notOnIt = try await run(["watchlist", "mark-watched", "movie", "603"])
        let unknown = try await run(["watchlist", "add", "movie", "424242"])
        let person = try await run(["watchlist", "add", "https://www.themoviedb.org/person/287"])
        let noKind = try await run(["watchlist", "add", "550"])

        #expect(notOnIt.status == 66 && notOnIt.stderrLines.count == 1, "\(notOnIt)")
        #expect(notOnIt.stderr.contains("movie 603 is not on your watchlist"), "\(notOnIt)")
        #expect(unknown.status == 66 && unknown.stderrLines.count == 1, "\(unknown)")
        #expect(unknown.stderr.contains("movie 424242 was not found"), "\(unknown)")
        #expect(person.status == 64, "\(person)")
        #expect(noKind.status == 64 && noKind.stderr.contains("'movie <ref>' or 'tv <ref>'"), "\(noKind)")
        #expect(try await entries() == ["movie 550"])
    }

    @Test("The watchlist survives popcorn cache clear, which never touches its file")
    func survivesCacheClear() async throws {
        try await watchlist(["add", "movie", "550"])
        let before = try Data(contentsOf: watchlistFile)

        let clear = try await run(["cache", "clear"])

        #expect(clear.status == 0, "\(clear)")
        #expect(try Data(contentsOf: watchlistFile) == before)
        #expect(try await entries() == ["movie 550"])
    }

    @Test("Movie and series details say whether they are on the watchlist, as text and as JSON")
    func details() async throws {
        try await watchlist(["add", "movie", "550"])
        try await watchlist(["add", "tv", "1396"])

        let movie = try await run(["movie", "550"])
        let other = try await run(["movie", "603"])
        let series = try JSONDocument.object(try await run(["tv", "1396", "--json"]).stdout)
        let otherSeries = try JSONDocument.object(try await run(["tv", "1399", "--json"]).stdout)

        #expect(movie.stdoutLines.contains("  Watchlist  On your watchlist"), "\(movie)")
        #expect(!other.stdout.contains("Watchlist"), "\(other)")
        #expect(series["isOnWatchlist"] as? Bool == true)
        #expect(otherSeries["isOnWatchlist"] as? Bool == false)
    }

    @Test("Export, delete the files, import: the same watchlist, as JSON and as CSV; a second import adds nothing")
    func roundTrip() async throws {
        try await watchlist(["add", "movie", "550"])
        try await watchlist(["add", "tv", "1396"])
        try await watchlist(["note", "tv", "1396", "say \"when\", then stop"])
        try await watchlist(["mark-watched", "movie", "550"])
        let list = try await watchlist(["list", "--json"]).stdout

        for format in ["json", "csv"] {
            let export = try await watchlist(["export", "--format", format]).stdout
            let file = runner.userDirectory.appendingPathComponent("watchlist.\(format)")
            try export.write(to: file, atomically: true, encoding: .utf8)
            for suffix in ["", ".bak"] {
                try FileManager.default.removeItem(atPath: watchlistFile.path + suffix)
            }

            let imported = try await watchlist(["import", file.path])
            let twice = try await watchlist(["import", file.path])

            #expect(imported.stdout == "Imported 2 titles.\n", "\(format): \(imported)")
            #expect(twice.stdout == "Imported 0 titles (2 already on your watchlist).\n", "\(format): \(twice)")
            #expect(try await watchlist(["list", "--json"]).stdout == list, "\(format)")
            #expect(try await watchlist(["export", "--format", format]).stdout == export, "\(format)")
        }
    }

    @Test("Letterboxd's export is read with its quoted commas; rows naming no film stop the import unless skipped")
    func letterboxd() async throws {
        let file = runner.userDirectory.appendingPathComponent("letterboxd.csv")
        try """
        Date,Name,Year,Letterboxd URI
        2024-01-02,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/2bbs
        2024-01-03,"The Matrix",1999,https://boxd.it/2a1m
        2024-01-04,Se7en,1995,https://boxd.it/29Gg

        """.write(to: file, atomically: true, encoding: .utf8)

        let refused = try await run(["watchlist", "import", file.path])
        #expect(refused.status == 66, "\(refused)")
        #expect(refused.stderrLines.first?.contains("nothing was imported") == true, "\(refused)")
        #expect(refused.stderrLines.dropFirst() == ["  line 2: \"Crouching Tiger, Hidden Dragon\" (2000)"])
        #expect(try await entries().isEmpty)

        let skipped = try await watchlist(["import", file.path, "--skip-unresolved"])
        #expect(skipped.stdoutLines.first == "Imported 2 titles.", "\(skipped)")
        #expect(try await entries(["--sort", "added"]) == ["movie 807", "movie 603"])
    }

    @Test("A malformed import file exits 65 naming its line, and imports nothing")
    func malformedImport() async throws {
        let file = runner.userDirectory.appendingPathComponent("bad.csv")
        try "tmdb_id,kind\n550,movie\nabc,movie\n".write(to: file, atomically: true, encoding: .utf8)

        let run = try await run(["watchlist", "import", file.path])

        #expect(run.status == 65 && run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("bad.csv, line 3: tmdb_id"), "\(run)")
        #expect(try await entries().isEmpty)
    }
}
