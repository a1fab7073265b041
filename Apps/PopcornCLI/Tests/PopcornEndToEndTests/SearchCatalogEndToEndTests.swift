import Foundation
import Testing

/// `popcorn search` and titles as `<ref>` with no credentials: the offline demo catalog, through
/// the real binary. Runs that check standard error exactly pass `--source catalog`, which
/// silences the catalog notice.
@Suite("Search on the offline catalog, end to end")
struct SearchCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// The runs's result rows: `  person  Brad Pitt        popcorn person 287`.
    static func resultRows(_ run: PopcornRun) -> [String] {
        run.stdoutLines.filter {
            $0.range(of: #"^  \S.*  popcorn (movie|tv|person) \d+$"#, options: .regularExpression) != nil
        }
    }

    /// The `results` of a list document.
    static func results(_ run: PopcornRun) throws -> [[String: Any]] {
        try #require(try JSONDocument.object(run.stdout)["results"] as? [[String: Any]], "\(run)")
    }

    // MARK: popcorn search

    @Test("Searching every kind for pitt lists Brad Pitt as a person, with the command that opens him")
    func searchPitt() async throws {
        let run = try await runner.run(["search", "pitt"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines.first == #"Movies, series and people matching "pitt" — page 1 of 1 (1 result)"#, "\(run)")
        let rows = Self.resultRows(run)
        #expect(rows.count == 1, "\(run)")
        #expect(rows.first?.hasPrefix("  person  Brad Pitt  ") == true, "\(run)")
        #expect(rows.first?.hasSuffix("  popcorn person 287") == true, "\(run)")
        #expect(run.stdoutLines.allSatisfy { $0.count <= 80 }, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("offline demo catalog"), "\(run)")
    }

    @Test(
        "--kind searches one kind, and every row is of that kind and opens with its command",
        arguments: [
            ("movie", "fight", "Fight Club", "popcorn movie 550"),
            ("tv", "breaking", "Breaking Bad", "popcorn tv 1396"),
            ("person", "pitt", "Brad Pitt", "popcorn person 287"),
        ])
    func kind(kind: String, query: String, title: String, command: String) async throws {
        let human = try await runner.run(["search", "--kind", kind, query, "--source", "catalog"])
        #expect(human.status == 0, "\(human)")
        #expect(human.stderr.isEmpty, "\(human)")
        let rows = Self.resultRows(human)
        #expect(!rows.isEmpty, "\(human)")
        #expect(rows.allSatisfy { $0.hasPrefix("  \(kind)  ") && $0.contains("popcorn \(kind) ") }, "\(human)")
        #expect(rows.contains { $0.contains(title) && $0.hasSuffix(command) }, "\(human)")

        let json = try await runner.run(["search", query, "--kind", kind, "--json", "--source", "catalog"])
        let results = try Self.results(json)
        #expect(!results.isEmpty && results.allSatisfy { $0["kind"] as? String == kind }, "\(json)")
    }

    @Test("The JSON page is one document: page, totals and results, each with its kind")
    func searchJSON() async throws {
        let run = try await runner.run(["search", "the", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(object["page"] as? Int == 1)
        #expect(object["totalPages"] as? Int == 1)
        let results = try Self.results(run)
        #expect(object["totalResults"] as? Int == results.count, "\(run)")
        let kinds = results.compactMap { $0["kind"] as? String }
        #expect(kinds.count == results.count, "\(run)")
        #expect(Set(kinds) == ["movie", "tv", "person"], "\(run)")
        for result in results {
            #expect(result["id"] is Int, "\(result)")
            #expect((result["kind"] as? String == "movie" ? result["title"] : result["name"]) is String, "\(result)")
        }
        let darkKnight = try #require(results.first { $0["kind"] as? String == "movie" && $0["id"] as? Int == 155 })
        #expect(darkKnight["releaseDate"] as? String == "2008-07-16", "\(darkKnight)")
    }

    @Test("A long search pages, and the next-page command keeps the kind and the words")
    func paging() async throws {
        let first = try await runner.run(["search", "--kind", "person", "an", "--source", "catalog"])
        #expect(first.status == 0, "\(first)")
        #expect(first.stdout.contains("Next page: popcorn search --kind person an --page 2"), "\(first)")
        #expect(Self.resultRows(first).count == 20, "\(first)")

        let firstIDs = JSONDocument.resultIDs(
            try JSONDocument.object(
                try await runner.run(["search", "--kind", "person", "an", "--json", "--source", "catalog"]).stdout))
        let second = try await runner.run(["search", "--kind", "person", "an", "--page", "2", "--json"])
        #expect(second.status == 0, "\(second)")
        let secondIDs = JSONDocument.resultIDs(try JSONDocument.object(second.stdout))
        #expect(!secondIDs.isEmpty && Set(secondIDs).isDisjoint(with: firstIDs), "\(second)")
    }

    @Test("A Korean query finds Parasite")
    func nonLatinQuery() async throws {
        let run = try await runner.run(["search", "기생충", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(Self.resultRows(run).contains { $0.contains("Parasite") && $0.hasSuffix("popcorn movie 496243") })
    }

    @Test("A search with no words is a usage error")
    func noWords() async throws {
        let run = try await runner.run(["search", "--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }

    // MARK: Titles as references

    @Test("A movie title opens the movie")
    func movieTitle() async throws {
        let run = try await runner.run(["movie", "fight", "club"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
        #expect(run.stdout.contains("Full cast and crew: popcorn movie credits 550"), "\(run)")
    }

    @Test("A title typed without its apostrophe still opens the movie")
    func titleWithoutApostrophe() async throws {
        let run = try await runner.run(["movie", "schindlers", "list"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Schindler's List (1993)", "\(run)")
    }

    @Test("A lone result that is not the exact title is listed, not opened (64)")
    func loneInexactResult() async throws {
        let run = try await runner.run(["movie", "dune", "--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                #"popcorn: error: no movie is titled "dune" exactly; open the one that comes closest by its id:"#,
                "  Dune: Part Two  2024  popcorn movie 693134",
            ], "\(run)")
    }

    @Test("A quoted series title opens the series")
    func seriesTitle() async throws {
        let run = try await runner.run(["tv", "breaking bad"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("Breaking Bad (2008") == true, "\(run)")
    }

    @Test("A person's name opens the person")
    func personName() async throws {
        let run = try await runner.run(["person", "brad", "pitt"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Brad Pitt", "\(run)")
        #expect(run.stdout.hasSuffix("All credits: popcorn person credits 287\n"), "\(run)")
    }

    @Test("Subcommands take titles too: movie credits and a series' season")
    func subcommandTitles() async throws {
        let credits = try await runner.run(["movie", "credits", "fight", "club"])
        #expect(credits.status == 0, "\(credits)")
        #expect(credits.stdoutLines.first == "Fight Club (1999) — cast and crew", "\(credits)")
        #expect(credits.stdoutLines.contains { $0.contains("Brad Pitt") && $0.contains("Tyler Durden") }, "\(credits)")

        let season = try await runner.run(["tv", "season", "breaking bad", "1"])
        #expect(season.status == 0, "\(season)")
        #expect(season.stdoutLines.first == "Breaking Bad — Season 1 (2008)", "\(season)")
        #expect(season.stdout.contains("popcorn tv episode 1396 S01E01"), "\(season)")
    }

    @Test(
        "A year in the title or in --year picks the title",
        arguments: [["movie", "fight club (1999)"], ["movie", "fight", "club", "--year", "1999"]])
    func titleWithYear(arguments: [String]) async throws {
        let run = try await runner.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
    }

    @Test("A year no title of that name came out in finds nothing (66)")
    func titleWithWrongYear() async throws {
        let run = try await runner.run(["movie", "fight club", "--year", "2005", "--source", "catalog"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1, "\(run)")
    }

    @Test("A title matching several movies exits 64, listing each candidate with the command that opens it")
    func ambiguousTitle() async throws {
        let run = try await runner.run(["movie", "the", "--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        let lines = run.stderrLines
        #expect(
            lines.first?.range(
                of: #"^popcorn: error: "the" matches \d+ movies; open one by its id:$"#, options: .regularExpression)
                != nil, "\(run)")
        let candidates = lines.dropFirst()
        #expect(candidates.count >= 2, "\(run)")
        #expect(
            candidates.allSatisfy {
                $0.range(of: #"^  \S.*  (\d{4}|    )  popcorn movie \d+$"#, options: .regularExpression) != nil
            }, "\(run)")
        #expect(candidates.contains { $0.contains("The Dark Knight") && $0.hasSuffix("popcorn movie 155") }, "\(run)")
        #expect(candidates.allSatisfy { !$0.hasPrefix("popcorn:") }, "\(run)")
    }

    @Test("A title matching nothing exits 66 with one line that says how to search")
    func unknownTitle() async throws {
        let run = try await runner.run(["movie", "zzzz", "--source", "catalog"])
        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(
            run.stderrLines.first?.hasPrefix(#"popcorn: error: no movie matches "zzzz" in the offline catalog"#) == true
        )
        #expect(run.stderrLines.first?.hasSuffix("search every kind: popcorn search zzzz") == true, "\(run)")
    }

    @Test(
        "Ids and URLs open directly, without a search",
        arguments: [
            ["movie", "550"], ["movie", "https://www.themoviedb.org/movie/550-fight-club"],
            ["person", "https://www.themoviedb.org/person/287-brad-pitt"], ["tv", "1396"],
        ])
    func idsAndURLs(arguments: [String]) async throws {
        let run = try await runner.run(arguments + ["--debug", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderrLines.contains { $0.contains("http GET /") }, "\(run)")
        #expect(!run.stderrLines.contains { $0.contains("/search/") }, "\(run)")
    }

    @Test("A URL of another kind is still a usage error naming the right command")
    func urlOfAnotherKind() async throws {
        let run = try await runner.run(["tv", "https://www.themoviedb.org/movie/550-fight-club", "--source", "catalog"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("popcorn movie 550"), "\(run)")
        #expect(run.stdout.isEmpty)
    }
}
