import Foundation
import Testing

/// Streaming services on the offline catalog, which has none: a service's name and `popcorn providers`
/// exit 66 in one line saying what is missing (a service's id too, see
/// ``KeywordsCatalogEndToEndTests``, which also has the catalog's keywords). Runs pass
/// `--source catalog`, which silences the notice.
@Suite("Streaming services on the offline catalog, end to end")
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
}
