import Foundation
import Testing

/// `popcorn trending` with no credentials: the offline demo catalog's fixed orderings, through the
/// real binary. Runs that check standard error exactly pass `--source catalog`, which silences the
/// catalog notice.
@Suite("Trending on the offline catalog, end to end")
struct TrendingCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    /// The run's result rows: `  person  Zendaya        popcorn person 505710`.
    static func resultRows(_ run: PopcornRun) -> [String] {
        run.stdoutLines.filter {
            $0.range(of: #"^  \S.*  popcorn (movie|tv|person) \d+$"#, options: .regularExpression) != nil
        }
    }

    /// The kind word each row starts with.
    static func kinds(_ rows: [String]) -> [String] {
        rows.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("popcorn trending mixes movies, series and people trending today, each with its command")
    func trending() async throws {
        let run = try await runner.run(["trending"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stdoutLines.first == "Trending today: movies, series and people — page 1 of 2 (30 results)", "\(run)")
        let rows = Self.resultRows(run)
        #expect(rows.count == 20, "\(run)")
        #expect(Set(Self.kinds(rows)) == ["movie", "tv", "person"], "\(run)")
        #expect(rows.first?.contains("Dune: Part Two") == true && rows.first?.contains("2024") == true, "\(run)")
        #expect(rows.first?.hasSuffix("popcorn movie 693134") == true, "\(run)")
        #expect(rows.contains { $0.hasPrefix("  person  Zendaya ") && $0.hasSuffix("popcorn person 505710") })
        #expect(run.stdoutLines.contains("Next page: popcorn trending --page 2"), "\(run)")
        #expect(run.stdoutLines.allSatisfy { $0.count <= 80 }, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("offline demo catalog"), "\(run)")
    }

    @Test("popcorn trending tv --week lists only series, in the week's order")
    func seriesThisWeek() async throws {
        let run = try await runner.run(["trending", "tv", "--week", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("Trending this week: series — page 1 of 1") == true, "\(run)")
        let rows = Self.resultRows(run)
        #expect(!rows.isEmpty && Set(Self.kinds(rows)) == ["tv"], "\(run)")
        #expect(rows.first?.contains("Game of Thrones") == true && rows.first?.hasSuffix("popcorn tv 1399") == true)
        #expect(!run.stdout.contains("Next page:"), "\(run)")
    }

    @Test("Today and this week are different orderings")
    func windowsDiffer() async throws {
        let day = try await runner.run(["trending", "--source", "catalog"])
        let week = try await runner.run(["trending", "--week", "--source", "catalog"])
        #expect(day.status == 0 && week.status == 0, "\(day)\n\(week)")
        #expect(Self.resultRows(day) != Self.resultRows(week))
        #expect(week.stdoutLines.first?.hasPrefix("Trending this week: movies, series and people") == true)
    }

    @Test("Page 2 holds the rest of the day's ordering, with no next page")
    func secondPage() async throws {
        let run = try await runner.run(["trending", "--page", "2", "--source", "catalog"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first?.hasSuffix("— page 2 of 2 (30 results)") == true, "\(run)")
        #expect(Self.resultRows(run).count == 10, "\(run)")
        #expect(!run.stdout.contains("Next page:"), "\(run)")
    }

    @Test("--json is the list document, each result with its kind")
    func json() async throws {
        let run = try await runner.run(["trending", "--json"])
        #expect(run.status == 0, "\(run)")
        let object = try JSONDocument.object(run.stdout)
        #expect(Set(object.keys) == ["page", "totalPages", "totalResults", "results"], "\(run)")
        #expect(object["page"] as? Int == 1)
        #expect(object["totalPages"] as? Int == 2)
        #expect(object["totalResults"] as? Int == 30)
        let results = try #require(object["results"] as? [[String: Any]], "\(run)")
        #expect(results.count == 20)
        #expect(Set(results.compactMap { $0["kind"] as? String }) == ["movie", "tv", "person"], "\(run)")
        #expect(results.allSatisfy { $0["kind"] is String && $0["id"] is Int }, "\(run)")
        #expect(results.first?["title"] as? String == "Dune: Part Two", "\(run)")

        let people = try await runner.run(["trending", "person", "--week", "--json", "--source", "catalog"])
        let rows = try #require(try JSONDocument.object(people.stdout)["results"] as? [[String: Any]], "\(people)")
        #expect(!rows.isEmpty && rows.allSatisfy { $0["kind"] as? String == "person" }, "\(people)")
        #expect(rows.allSatisfy { !(($0["knownFor"] as? [Any]) ?? []).isEmpty }, "\(people)")
    }

    @Test("Each listed command opens its title or person")
    func listedCommandsOpen() async throws {
        let list = try await runner.run(["trending", "--source", "catalog"])
        for kind in ["movie", "tv", "person"] {
            let row = try #require(Self.resultRows(list).first { $0.hasPrefix("  \(kind) ") }, "\(list)")
            let command = try #require(row.range(of: "popcorn ").map { row[$0.upperBound...] })
            let opened = try await runner.run(command.split(separator: " ").map(String.init) + ["--source", "catalog"])
            #expect(opened.status == 0, "\(command): \(opened)")
        }
    }

    @Test(
        "An unknown kind, a second kind or a page outside 1...500 is one usage line and exit 64",
        arguments: [["film"], ["movie", "tv"], ["--page", "0"], ["--page", "501"], ["tv", "--page", "two"]])
    func usageErrors(arguments: [String]) async throws {
        let run = try await runner.run(["trending"] + arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1, "\(run)")
        #expect(run.stderrLines.first?.hasPrefix("popcorn: error: ") == true, "\(run)")
        #expect(run.stderr.contains("popcorn trending --help"), "\(run)")
    }

    @Test("popcorn trending film names the kinds there are")
    func unknownKindMessage() async throws {
        let run = try await runner.run(["trending", "film"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("'film'") && run.stderr.contains("'all', 'movie', 'tv'"), "\(run)")
    }

    @Test("popcorn trending --help describes the kinds, --week and --page")
    func help() async throws {
        let run = try await runner.run(["trending", "--help"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("--week") && run.stdout.contains("--page"), "\(run)")
        #expect(run.stdout.contains("all (the default), movie, tv or person"), "\(run)")
    }
}
