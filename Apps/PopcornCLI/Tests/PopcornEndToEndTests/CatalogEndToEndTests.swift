import Foundation
import Testing

/// `popcorn` with no credentials: the offline demo catalog, through the real binary.
@Suite("Offline catalog, end to end")
struct CatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    @Test("Movie details show the title, year, director and cast with person ids")
    func movieDetails() async throws {
        let run = try await runner.run(["movie", "550"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
        #expect(run.stdout.contains("Directed by David Fincher"), "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("Brad Pitt") && $0.contains("287") }, "\(run)")
        #expect(run.stdout.contains("popcorn movie credits 550"), "\(run)")
    }

    @Test("The catalog notice is one line on stderr and never on stdout")
    func catalogNotice() async throws {
        let run = try await runner.run(["movie", "550"])
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderr.contains("offline demo catalog"), "\(run)")
        #expect(!run.stdout.contains("catalog"), "\(run)")
    }

    @Test("Forcing the catalog prints no notice")
    func forcedCatalogIsQuiet() async throws {
        let run = try await runner.run(["movie", "550", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
    }

    @Test("JSON details are one document with the id, a YYYY-MM-DD date and https poster URLs")
    func movieDetailsJSON() async throws {
        let run = try await runner.run(["movie", "550", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(object["id"] as? Int == 550)
        #expect(object["releaseDate"] as? String == "1999-10-15")
        let posters = try #require(object["posterURLSet"] as? [String: String], "\(run)")
        for key in ["thumbnail", "card", "detail", "full"] {
            #expect(posters[key]?.hasPrefix("https://") == true, "\(key): \(posters[key] ?? "nil")")
        }
        #expect(object["cast"] == nil)
    }

    @Test(
        "A themoviedb.org URL works as a reference",
        arguments: [
            "https://www.themoviedb.org/movie/550-fight-club",
            "themoviedb.org/de/movie/550?language=de#cast",
        ])
    func urlReference(reference: String) async throws {
        let run = try await runner.run(["movie", reference])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "Fight Club (1999)", "\(run)")
    }

    @Test("A TV URL given to movie is a usage error naming the tv command")
    func tvURLIsUsageError() async throws {
        let run = try await runner.run(["movie", "https://www.themoviedb.org/tv/1399-game-of-thrones"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("popcorn tv 1399"), "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test("Credits list the cast with characters and person ids, and the crew by department")
    func credits() async throws {
        let run = try await runner.run(["movie", "credits", "550"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines.contains { $0.contains("Brad Pitt") && $0.contains("Tyler Durden") && $0.contains("287") })
        #expect(run.stdout.contains("Directing"), "\(run)")
        #expect(run.stdout.contains("David Fincher"), "\(run)")
    }

    @Test("Popular page 1 has 20 rows and page 2 the rest")
    func popularPages() async throws {
        let first = try await runner.run(["movie", "popular", "--json"])
        let firstPage = try JSONDocument.object(first.stdout)
        let total = try #require(firstPage["totalResults"] as? Int, "\(first)")
        #expect(JSONDocument.resultIDs(firstPage).count == 20)
        #expect(firstPage["totalPages"] as? Int == 2)

        let second = try await runner.run(["movie", "popular", "--page", "2", "--json"])
        #expect(JSONDocument.resultIDs(try JSONDocument.object(second.stdout)).count == total - 20, "\(second)")

        let human = try await runner.run(["movie", "popular"])
        let rows = human.stdoutLines.filter { $0.range(of: #"^\s+\d+\s{2}\S"#, options: .regularExpression) != nil }
        #expect(rows.count == 20, "\(human)")
        #expect(human.stdoutLines.first?.contains("page 1 of 2 (\(total) results)") == true, "\(human)")
        #expect(human.stdout.contains("popcorn movie popular --page 2"), "\(human)")
    }

    @Test("Every curated list answers", arguments: ["top-rated", "now-playing", "upcoming"])
    func curatedLists(list: String) async throws {
        let run = try await runner.run(["movie", list, "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(!JSONDocument.resultIDs(try JSONDocument.object(run.stdout)).isEmpty, "\(run)")
    }

    @Test("Searching for fight finds Fight Club")
    func search() async throws {
        let run = try await runner.run(["movie", "search", "fight", "--json"])
        #expect(run.status == 0, "\(run)")
        #expect(JSONDocument.resultIDs(try JSONDocument.object(run.stdout)).contains(550), "\(run)")

        let human = try await runner.run(["movie", "search", "fight"])
        #expect(human.stdoutLines.contains { $0.contains("550") && $0.contains("Fight Club") && $0.contains("1999") })
    }

    @Test("The year filter keeps matching years and drops the others")
    func searchYear() async throws {
        let matching = try await runner.run(["movie", "search", "fight", "--year", "1999", "--json"])
        #expect(JSONDocument.resultIDs(try JSONDocument.object(matching.stdout)).contains(550), "\(matching)")

        let other = try await runner.run(["movie", "search", "fight", "--year", "2005", "--json"])
        #expect(other.status == 0, "\(other)")
        #expect(!JSONDocument.resultIDs(try JSONDocument.object(other.stdout)).contains(550), "\(other)")
    }
}
