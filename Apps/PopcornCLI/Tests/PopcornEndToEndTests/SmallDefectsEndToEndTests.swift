import Foundation
import Testing

/// The smaller defects a new user met, each through the real binary on the demo catalog: argument
/// errors that name the real problem, pages past the last, titles with punctuation, messages in
/// people's words, hints in the command's own words, and what --offline means for the catalog.
@Suite("Smaller defects, end to end")
struct SmallDefectsEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"])
    }

    @Test(
        "Argument errors name the real problem in one line, exit 64",
        arguments: [
            (["movie", "-1"], "-1 is negative: "),
            (
                ["movie", "popular", "--page", "-1"],
                "The value '-1' is invalid for '--page <page>': pages are numbered 1 to 500"
            ),
            (["movie", "99999999999999999999"], "99999999999999999999 is too large for a TMDb id"),
            (["moive", "550"], "'moive' is not a command of popcorn; did you mean 'popcorn movie'?"),
            (["help", "foo"], "'foo' is not a command of popcorn"),
            (["browse", "--json"], "browse is interactive and prints no JSON"),
            (["watchlist", "import", ""], "give the path of a file to import"),
        ])
    func argumentErrors(arguments: [String], message: String) async throws {
        let run = try await runner.run(arguments)

        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: " + message), "\(run)")
    }

    @Test("Help lists only the options a command takes: browse and export have no --json")
    func helpListsWhatIsTaken() async throws {
        let browse = try await runner.run(["browse", "--help"])
        let export = try await runner.run(["watchlist", "export", "--help"])
        let movie = try await runner.run(["movie", "details", "--help"])

        #expect(browse.status == 0 && !browse.stdout.contains("--json") && browse.stdout.contains("--offline"))
        #expect(export.status == 0 && !export.stdout.contains("--json") && export.stdout.contains("--output"))
        #expect(movie.stdout.contains("--json"))
    }

    @Test("A page past the last is not found, 66, saying how many pages there are; JSON alike")
    func pastTheLastPage() async throws {
        for json in [false, true] {
            let run = try await run(["movie", "popular", "--page", "500"] + (json ? ["--json"] : []))

            #expect(run.status == 66, "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(
                run.stderrLines == ["popcorn: error: page 500 of popular movies does not exist: the last page is 2"],
                "\(run)")
        }
    }

    @Test(
        "Titles ignore punctuation, in a <ref> and in a search",
        arguments: [
            (["movie", "spirited away!"], "Spirited Away (2001)"), (["movie", "fight-club"], "Fight Club (1999)"),
            (["search", "spirited away!"], "popcorn movie 129"),
        ])
    func punctuation(arguments: [String], expected: String) async throws {
        let run = try await run(arguments)

        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(expected), "\(run)")
    }

    @Test("A one-page list's heading counts the rows it shows")
    func headingCountsRows() async throws {
        let run = try await run(["movie", "search", "the"])
        let rows = run.stdoutLines.filter { $0.hasPrefix("  ") }

        #expect(run.stdoutLines.first?.hasSuffix("page 1 of 1 (\(rows.count) results)") == true, "\(run)")
    }

    @Test("person images --json always carries photos, empty when the catalog has none")
    func photosAlwaysThere() async throws {
        let run = try await run(["person", "images", "287", "--json"])
        let document = try JSONDocument.object(run.stdout)

        #expect(run.status == 0, "\(run)")
        #expect((document["photos"] as? [Any])?.isEmpty == true, "\(run)")
    }

    @Test("A missing import file is not found, 66; a folder is bad input, 64")
    func missingImport() async throws {
        let missing = try await run(["watchlist", "import", "/nonexistent/watchlist.csv"])
        let folder = try await run(["watchlist", "import", runner.cacheDirectory.path])

        #expect(missing.status == 66 && missing.stderr.contains("does not exist"), "\(missing)")
        #expect(folder.status == 64 && folder.stderr.contains("is a folder"), "\(folder)")
    }

    @Test("--offline with the demo catalog answers from it; with TMDb credentials it reads the cache alone")
    func offlineCatalog() async throws {
        let catalog = try await runner.run(["movie", "550", "--offline"])
        let live = try await runner.run(
            ["movie", "550", "--offline"], environment: ["TMDB_API_KEY": "k3y-OFFLINE-NEVER-USED"])

        #expect(catalog.status == 0 && catalog.stdoutLines.first == "Fight Club (1999)", "\(catalog)")
        #expect(live.status == 69, "\(live)")
        #expect(
            live.stderrLines == [
                "popcorn: error: movie 550 is not in the cache; run the command once without --offline to fetch it"
            ], "\(live)")
    }

    @Test("Inside a watchlist command, an ambiguous title lists watchlist commands")
    func watchlistHints() async throws {
        let run = try await run(["watchlist", "add", "movie", "the"])

        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.dropFirst().allSatisfy { $0.contains("popcorn watchlist add movie ") }, "\(run)")
        #expect(run.stderr.contains("popcorn watchlist add movie 238"), "\(run)")
    }

    @Test("Letterboxd's exports with more columns (Rating, Tags) are imported by the four they share")
    func letterboxdWithMoreColumns() async throws {
        let file = runner.cacheDirectory.appendingPathComponent("ratings.csv")
        try "Date,Name,Year,Letterboxd URI,Rating,Tags\n2024-03-01,Fight Club,1999,https://boxd.it/2a1m,4.5,\"a, b\"\n"
            .write(to: file, atomically: true, encoding: .utf8)

        let imported = try await run(["watchlist", "import", file.path])
        let list = try await run(["watchlist", "export", "--format", "csv"])

        #expect(imported.status == 0, "\(imported)")
        #expect(list.stdoutLines.dropFirst().first?.hasPrefix("550,movie,Fight Club,") == true, "\(list)")
    }
}
