import Foundation
import Testing

/// Keywords on the offline catalog, through the real binary: Fight Club's, TMDb's own, on its screen,
/// and searched and filtered on by `discover --keyword` as on live TMDb; a discovery filtered on
/// streaming offers, which the catalog does not hold, exits 66 in one line instead of listing every
/// title as if filtered. Runs pass `--source catalog`, which silences the catalog notice.
@Suite("Keywords on the offline catalog, end to end")
struct KeywordsCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"])
    }

    @Test("Fight Club's screen lists its fifteen keywords, wrapped under their label")
    func screen() async throws {
        let run = try await run(["movie", "550"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        let start = try #require(
            run.stdoutLines.firstIndex(
                of: "  Keywords   based on novel or book, support group, dual identity, nihilism,"),
            "\(run)")
        #expect(
            Array(run.stdoutLines[start...].prefix(4)) == [
                "  Keywords   based on novel or book, support group, dual identity, nihilism,",
                "             fight, rage and hate, insomnia, dystopia, alter ego, breaking the",
                "             fourth wall, cult film, split personality, quitting a job,",
                "             dissociative identity disorder, self destructiveness",
            ], "\(run)")
        #expect(run.stdoutLines.dropFirst(start + 4).first == "  IMDb       tt0137523", "\(run)")
    }

    @Test(
        "A keyword's name or id keeps Fight Club alone",
        arguments: [["--keyword", "support group"], ["--keyword", "SUPPORT GROUP"], ["--keyword", "825"]])
    func discoverByKeyword(arguments: [String]) async throws {
        let run = try await run(["discover", "movie"] + arguments)

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first?.hasPrefix("Movies (keyword ") == true, "\(run)")
        #expect(DiscoverCatalogEndToEndTests.rows(run) == ["  Fight Club  1999  8.4  popcorn movie 550"], "\(run)")
    }

    @Test("Every keyword given must be the title's; no series has keywords in the catalog")
    func everyKeyword() async throws {
        let both = try await run(["discover", "movie", "--keyword", "insomnia", "--keyword", "1721"])
        let other = try await run(["discover", "movie", "--keyword", "825", "--keyword", "424242"])
        let series = try await run(["discover", "tv", "--keyword", "825"])

        #expect(both.status == 0 && DiscoverCatalogEndToEndTests.rows(both).count == 1, "\(both)")
        #expect(other.status == 0 && DiscoverCatalogEndToEndTests.rows(other).isEmpty, "\(other)")
        #expect(
            other.stdout
                == "Movies (keywords 825 and 424242), most popular first — page 1 of 1 (0 results)\n\n"
                + "No movies found.\n\n", "\(other)")
        #expect(series.status == 0 && DiscoverCatalogEndToEndTests.rows(series).isEmpty, "\(series)")
        #expect(
            series.stdout
                == "Series (keyword 825), most popular first — page 1 of 1 (0 results)\n\nNo series found.\n\n",
            "\(series)")
    }

    @Test(
        "A name no catalogued keyword has is a usage error in one line, with the close ones the catalog has",
        arguments: [
            (
                "heist",
                #"popcorn: error: --keyword: no keyword is called "heist"; TMDb has none like it; "#
                    + "try another word, or give a keyword's id"
            ),
            (
                "support",
                #"popcorn: error: --keyword: no keyword is called "support"; the closest TMDb has is "support group""#
            ),
        ])
    func unknownKeyword(name: String, message: String) async throws {
        let run = try await run(["discover", "movie", "--keyword", name])

        #expect(run.status == 64, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr == message + "\n", "\(run)")
    }

    @Test(
        "A discovery filtered on streaming offers exits 66 in one line: the catalog holds none",
        arguments: [
            ["discover", "movie", "--provider", "8"], ["discover", "tv", "--provider", "8", "--provider", "337"],
            ["discover", "movie", "--monetization", "flatrate"],
            ["discover", "movie", "--keyword", "825", "--provider", "8", "--monetization", "rent"],
        ])
    func streamingOffers(arguments: [String]) async throws {
        let run = try await run(arguments)

        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("popcorn: error: "), "\(run)")
    }
}
