import Foundation
import Testing

/// Keywords and streaming services on the offline catalog, which has neither: a keyword or service
/// name, and `popcorn providers`, exit 66 in one line saying what is missing; ids are accepted and
/// the catalog's discovery ignores them. Runs pass `--source catalog`, which silences the notice.
@Suite("Keywords and streaming services on the offline catalog, end to end")
struct StreamingCatalogEndToEndTests {
    let runner: PopcornRunner

    init() throws {
        runner = try PopcornRunner()
    }

    func run(_ arguments: [String]) async throws -> PopcornRun {
        try await runner.run(arguments + ["--source", "catalog"])
    }

    @Test(
        "What the catalog has no list of exits 66 in one line naming it",
        arguments: [
            (
                ["providers", "movie"],
                "popcorn: error: the movie streaming services of US are not in the offline catalog; "
                    + "set TMDB_API_KEY to use live TMDb"
            ),
            (
                ["providers", "tv", "--region", "gb"],
                "popcorn: error: the series streaming services of GB are not in the offline catalog; "
                    + "set TMDB_API_KEY to use live TMDb"
            ),
            (
                ["discover", "movie", "--keyword", "heist"],
                #"popcorn: error: --keyword: the keywords named "heist" are not in the offline catalog; "#
                    + "set TMDB_API_KEY to use live TMDb"
            ),
            (
                ["discover", "tv", "--provider", "netflix", "--region", "GB"],
                "popcorn: error: --provider: the series streaming services of GB are not in the offline catalog; "
                    + "set TMDB_API_KEY to use live TMDb"
            ),
        ])
    func missing(arguments: [String], message: String) async throws {
        let run = try await run(arguments)

        #expect(run.status == 66, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(run.stderr == message + "\n", "\(run)")
    }

    @Test("A keyword id, a service id and a way of watching are accepted, and the catalog lists its movies")
    func idsAccepted() async throws {
        let plain = try await run(["discover", "movie"])
        let filtered = try await run([
            "discover", "movie", "--keyword", "825", "--provider", "8", "--monetization", "flatrate",
        ])

        #expect(filtered.status == 0, "\(filtered)")
        #expect(filtered.stderr.isEmpty, "\(filtered)")
        #expect(
            filtered.stdoutLines.first?.hasPrefix(
                "Movies (keyword 825, on service 8 by subscription in US), most popular first") == true, "\(filtered)")
        let rows = DiscoverCatalogEndToEndTests.rows(filtered)
        #expect(!rows.isEmpty, "\(filtered)")
        #expect(rows == DiscoverCatalogEndToEndTests.rows(plain), "\(filtered)")
    }
}
