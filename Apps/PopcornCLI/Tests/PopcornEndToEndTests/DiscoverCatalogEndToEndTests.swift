import Foundation
import Testing

/// `popcorn discover` with no credentials: the offline catalog filters and sorts its own titles
/// the way TMDb would, through the real binary. Runs pass `--source catalog`, which silences the
/// catalog notice, so standard error can be checked exactly.
@Suite("Discover on the offline catalog, end to end")
struct DiscoverCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// Runs `popcorn discover arguments... --source catalog`.
    func discover(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(["discover"] + arguments + ["--source", "catalog"])
    }

    /// The run's result rows: `  Fight Club  1999  8.4  popcorn movie 550`.
    static func rows(_ run: PopcornRun) -> [String] {
        run.stdoutLines.filter {
            $0.range(of: #"^  \S.*  (\d{4}|    )  +(\d+\.\d|-)  popcorn (movie|tv) \d+$"#, options: .regularExpression)
                != nil
        }
    }

    @Test("The movies of 1999 by rating list Fight Club first, each row with its year, rating and command")
    func yearByRating() async throws {
        let run = try await discover(["movie", "--year", "1999", "--sort", "rating"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdoutLines.first == "Movies (released in 1999), highest rated first — page 1 of 1 (2 results)",
            "\(run)")
        #expect(
            Self.rows(run) == [
                "  Fight Club  1999  8.4  popcorn movie 550", "  The Matrix  1999  8.2  popcorn movie 603",
            ], "\(run)")
        #expect(!run.stdout.contains("Next page:"), "\(run)")
    }

    @Test("The dramas of 1999 by rating are Fight Club alone, as the issue asks")
    func issueExample() async throws {
        let run = try await discover(["movie", "--genre", "drama", "--year", "1999", "--sort", "rating"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        // 84 columns in one line: at 80, the page numbers go whole on the next line.
        #expect(
            Array(run.stdoutLines.prefix(2)) == [
                "Movies (genre drama, released in 1999), highest rated first", "— page 1 of 1 (1 result)",
            ], "\(run)")
        #expect(Self.rows(run) == ["  Fight Club  1999  8.4  popcorn movie 550"], "\(run)")
    }

    @Test("Every genre given must match, in any case; --without-genre leaves a genre out")
    func genres() async throws {
        let both = try await discover(["movie", "--genre", "DRAMA", "--genre", "Thriller"])
        #expect(both.status == 0, "\(both)")
        #expect(
            Set(Self.rows(both).compactMap { $0.split(separator: " ").last }) == ["155", "274", "496243", "550"],
            "\(both)")
        let without = try await discover(["movie", "--year", "1999", "--without-genre", "drama"])
        #expect(Self.rows(without).map { $0.hasSuffix("popcorn movie 603") } == [true], "\(without)")
    }

    @Test("Series are discovered by their own genres, best rated first")
    func seriesGenre() async throws {
        let run = try await discover(["tv", "--genre", "crime", "--sort", "rating"])
        #expect(run.status == 0, "\(run)")
        #expect(
            Self.rows(run).compactMap { $0.split(separator: " ").last } == [
                "1396", "60059", "1398", "1438", "19885", "46648",
            ], "\(run)")
    }

    @Test("An unknown genre exits 64 in one line naming the flag and the genres there are")
    func unknownGenre() async throws {
        let run = try await discover(["movie", "--genre", "dramma"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix(#"popcorn: error: --genre: no movie genre is called "dramma""#), "\(run)")
        #expect(run.stderr.contains("Drama"), "\(run)")
        let excluded = try await discover(["tv", "--without-genre", "thriller"])
        #expect(excluded.status == 64, "\(excluded)")
        #expect(excluded.stderr.hasPrefix("popcorn: error: --without-genre: no series genre"), "\(excluded)")
    }

    @Test("A genre both asked for and excluded exits 64 naming --without-genre")
    func genreInBoth() async throws {
        let run = try await discover(["movie", "--genre", "drama", "--without-genre", "Drama"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: --without-genre: "), "\(run)")
    }

    @Test(
        "--with-person lists the movies a person is in, given as a name, an id or a URL",
        arguments: ["brad pitt", "Brad Pitt", "287", "https://www.themoviedb.org/person/287-brad-pitt"])
    func withPerson(person: String) async throws {
        let run = try await discover(["movie", "--with-person", person])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let rows = Self.rows(run)
        #expect(rows.count == 2, "\(run)")
        #expect(rows.contains { $0.hasPrefix("  Fight Club ") && $0.hasSuffix("popcorn movie 550") }, "\(run)")
        #expect(rows.contains { $0.hasPrefix("  Se7en ") && $0.hasSuffix("popcorn movie 807") }, "\(run)")
    }

    @Test("Two people must both be in a movie")
    func twoPeople() async throws {
        let run = try await discover(["movie", "--with-person", "brad pitt", "--with-person", "edward norton"])
        #expect(run.status == 0, "\(run)")
        #expect(Self.rows(run).map { $0.hasSuffix("popcorn movie 550") } == [true], "\(run)")
    }

    @Test("Series are discovered too, each opening with popcorn tv")
    func series() async throws {
        let run = try await discover(["tv", "--min-rating", "8.6", "--min-votes", "5000", "--sort", "title"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("Series (rated 8.6 or more, 5,000 votes or more), A to Z") == true)
        let rows = Self.rows(run)
        #expect(rows.map { $0.split(separator: " ").first } == ["Better", "Breaking", "Chernobyl"], "\(run)")
        #expect(rows.allSatisfy { $0.contains("popcorn tv ") }, "\(run)")
    }

    @Test("--from, --to and --original-language filter; --asc turns the order round")
    func rangeAndLanguage() async throws {
        let run = try await discover([
            "movie", "--from", "1994-01-01", "--to", "1995-12-31", "--sort", "release-date", "--asc",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(
            Self.rows(run).compactMap { $0.split(separator: " ").last } == [
                "13", "680", "278", "807", "862",
            ], "\(run)")
        let korean = try await discover(["movie", "--original-language", "ko"])
        #expect(Self.rows(korean).map { $0.hasSuffix("popcorn movie 496243") } == [true], "\(korean)")
    }

    @Test("--runtime-max keeps the short movies")
    func runtime() async throws {
        let run = try await discover(["movie", "--runtime-max", "110"])
        #expect(Self.rows(run).compactMap { $0.split(separator: " ").last } == ["862", "244786"], "\(run)")
    }

    @Test("Every movie is two pages, the first naming the next page's command")
    func pages() async throws {
        let first = try await discover(["movie", "--sort", "title"])
        #expect(first.status == 0, "\(first)")
        #expect(Self.rows(first).count == 20, "\(first)")
        #expect(first.stdoutLines.contains("Next page: popcorn discover movie --sort title --page 2"), "\(first)")
        let second = try await discover(["movie", "--sort", "title", "--page", "2"])
        #expect(second.stdoutLines.first?.hasSuffix("page 2 of 2 (28 results)") == true, "\(second)")
        #expect(Self.rows(second).count == 8, "\(second)")
    }

    @Test("--json is the list document, each result a movie with its kind")
    func json() async throws {
        let run = try await discover(["movie", "--year", "1999", "--sort", "rating", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let document = try JSONDocument.object(run.stdout)
        #expect(Set(document.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(document["page"] as? Int == 1)
        #expect(document["totalResults"] as? Int == 2)
        #expect(JSONDocument.resultIDs(document) == [550, 603])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.allSatisfy { $0["kind"] as? String == "movie" }, "\(run)")
        #expect(results.first?["title"] as? String == "Fight Club")
        #expect(results.first?["releaseDate"] as? String == "1999-10-15")
    }

    @Test("Nothing matching is an empty list, not an error")
    func nothing() async throws {
        let run = try await discover(["movie", "--year", "1950"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.contains("No movies found."), "\(run)")
    }

    @Test(
        "Each bad value exits 64 with one line that names its flag, before anything is fetched",
        arguments: [
            (["movie", "--min-rating", "11"], "--min-rating: "), (["movie", "--min-rating", "ten"], "--min-rating: "),
            (["movie", "--from", "2001-01-01", "--to", "1999-12-31"], "--from: "),
            (["movie", "--from", "1999-02-30"], "--from: "), (["movie", "--to", "1999/12/31"], "--to: "),
            (["movie", "--year", "99"], "--year: "), (["movie", "--year", "1999", "--from", "1999-01-01"], "--year: "),
            (["movie", "--sort", "votes"], "--sort: "), (["tv", "--sort", "revenue"], "--sort: "),
            (["tv", "--runtime-max", "60"], "--runtime-max: "), (["movie", "--runtime-max", "0"], "--runtime-max: "),
            (["tv", "--with-person", "brad pitt"], "--with-person: "),
            (["movie", "--min-votes", "many"], "--min-votes: "),
            (["movie", "--original-language", "english"], "--original-language: "),
            (["movie", "--with-person", "https://www.themoviedb.org/tv/1396"], "--with-person: "),
            (["movie", "--page", "0"], "--page"),
        ])
    func badValues(arguments: [String], flag: String) async throws {
        let run = try await discover(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: "), "\(run)")
        #expect(run.stderr.contains(flag), "\(run)")
    }

    @Test("A person the catalog does not know exits 66, naming --with-person")
    func unknownPerson() async throws {
        let run = try await discover(["movie", "--with-person", "nobody at all"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.hasPrefix("popcorn: error: --with-person: no person matches \"nobody at all\""), "\(run)")
    }

    @Test("popcorn discover --help lists both kinds, and each kind its filters")
    func help() async throws {
        let top = try await runner.run(["discover", "--help"])
        #expect(top.status == 0, "\(top)")
        #expect(top.stdout.contains("movie") && top.stdout.contains("tv"), "\(top)")
        let movie = try await runner.run(["discover", "movie", "--help"])
        for flag in [
            "--genre", "--without-genre", "--year", "--from", "--to", "--min-rating", "--min-votes", "--runtime-max",
            "--with-person", "--original-language", "--sort", "--asc", "--desc", "--page", "--json",
        ] {
            #expect(movie.stdout.contains(flag), "\(flag) missing: \(movie)")
        }
    }
}
