import Foundation
import Testing

/// Arguments, usage errors, help and version, through the real binary.
@Suite("Arguments, end to end")
struct ArgumentsEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test(
        "Bad arguments exit 64 with one error line",
        arguments: [
            ["movie", "0"],
            ["movie", "fight club", "--year", "99"],
            ["movie", "popular", "--page", "0"],
            ["movie", "popular", "--page", "501"],
            ["movie", "search", "fight", "--year", "99"],
            ["movie", "550", "--language", "english"],
            ["movie", "550", "--refresh", "--offline"],
            ["movie", "550", "--source", "imdb"],
            ["tv", "season", "1396"],
            ["tv", "season", "breaking bad"],
            ["tv", "episode", "breaking bad", "1"],
            ["tv", "season", "1396", "x"],
            ["tv", "episode", "1396", "1"],
            ["tv", "episode", "1396", "1", "0"],
            ["tv", "episode", "1396", "S01E00"],
            ["tv", "episode", "1396", "1", "2", "3"],
            ["tv", "credits", "https://www.themoviedb.org/person/287"],
            ["tv", "popular", "--page", "0"],
            ["tv", "search", "breaking", "--year", "08"],
            ["person", "0"],
            ["person", "https://www.themoviedb.org/tv/1396-breaking-bad"],
            ["person", "credits", "https://example.com/person/287"],
            ["person", "popular", "--page", "0"],
            ["person", "search"],
            ["search"],
            ["search", "pitt", "--kind", "film"],
            ["search", "pitt", "--page", "0"],
            ["search", "--history", "pitt"],
            ["search", "--history", "--clear-history"],
        ])
    func usageErrors(arguments: [String]) async throws {
        let run = try await runner.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }

    @Test("A series title without its season is refused before any search, pointing at the subcommand's help")
    func titleWithoutSeason() async throws {
        let run = try await runner.run(["tv", "season", "breaking bad", "--debug"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("give the season number after the series"), "\(run)")
        #expect(run.stderr.contains("(see 'popcorn tv season --help')"), "\(run)")
    }

    @Test("A movie that is not in the catalog exits 66 and says how to list what is")
    func notFound() async throws {
        let run = try await runner.run(["movie", "999999999"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        let errors = run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(run)")
        #expect(errors.first?.contains("movie 999999999 was not found") == true, "\(run)")
        #expect(errors.first?.contains("popcorn movie popular") == true, "\(run)")
    }

    @Test("--version prints the version")
    func version() async throws {
        let run = try await runner.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "popcorn 0.1.0\n", "\(run)")
    }

    @Test(
        "--help works at every level",
        arguments: [
            [], ["movie"], ["movie", "details"], ["movie", "credits"], ["movie", "popular"], ["movie", "search"],
            ["tv"], ["tv", "season"], ["tv", "episode"], ["tv", "credits"], ["tv", "on-the-air"], ["tv", "search"],
            ["person"], ["person", "details"], ["person", "credits"], ["person", "popular"], ["person", "search"],
            ["search"],
        ])
    func help(path: [String]) async throws {
        let run = try await runner.run(path + ["--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("USAGE: popcorn"), "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }
}
