import Foundation
import Testing

/// A title is cached in every language asked for: each language keeps its own cache file, so asking in
/// French never pushes the English answer out, and both are there offline.
@Suite("A cache per language, end to end")
struct LanguageCacheEndToEndTests {
    static let apiKey = "k3y-LANGUAGES-NEVER-LEAK-77"

    /// The made-up movie, titled in the language asked for.
    static let tmdb: LoopbackTMDbServer.Router = { request in
        let french = request.query["language"] == "fr-FR"
        switch request.path {
        case "/3/configuration": return .json(TMDbFixtures.configuration)
        case "/3/movie/4242":
            let details =
                french
                ? TMDbFixtures.movieDetails.replacingOccurrences(
                    of: #""title":"The Loopback""#, with: #""title":"La Boucle""#)
                : TMDbFixtures.movieDetails
            return .json(AppendedTMDbBody.body(details, parts: ["credits": TMDbFixtures.movieCredits], for: request))
        default: return .notFound
        }
    }

    @Test("After en-US and fr-FR, both answer --offline, and alternating them asks TMDb nothing more")
    func twoLanguages() async throws {
        let runner = try PopcornRunner()
        let server = try LoopbackTMDbServer(router: Self.tmdb)
        let environment = ["TMDB_API_KEY": Self.apiKey, "TMDB_API_BASE_URL": server.baseURL]
        func movie(_ extra: [String]) async throws -> PopcornRun {
            try await runner.run(["movie", "4242"] + extra, environment: environment)
        }

        let english = try await movie([])
        let french = try await movie(["--language", "fr-FR"])
        let asked = server.requests.count
        let runs = [
            try await movie(["--offline"]), try await movie(["--offline", "--language", "fr-FR"]), try await movie([]),
            try await movie(["--language", "fr-FR"]),
        ]

        #expect(english.stdoutLines.first == "The Loopback (2001)", "\(english)")
        #expect(french.stdoutLines.first == "La Boucle (2001)", "\(french)")
        #expect(runs.map(\.status) == [0, 0, 0, 0], "\(runs)")
        #expect(
            runs.map { $0.stdoutLines.first ?? "" } == [
                "The Loopback (2001)", "La Boucle (2001)", "The Loopback (2001)", "La Boucle (2001)",
            ])
        #expect(server.requests.count == asked, "\(server.requests.map(\.path))")
        let stats = try await runner.run(["cache", "stats"])
        #expect(
            stats.stdout.contains("TMDb cache (fr-FR)  \(runner.cacheDirectory.path)/cache.fr-FR.sqlite"), "\(stats)")
    }
}
