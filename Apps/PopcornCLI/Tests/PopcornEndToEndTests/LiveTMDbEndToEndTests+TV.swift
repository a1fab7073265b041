import Foundation
import Testing

/// The TV commands against live-TMDb semantics over loopback: credentials, caching, 404 and 401.
extension LiveTMDbEndToEndTests {
    static let tvPath = "/3/tv/\(TMDbTVFixtures.seriesID)"
    static let series = String(TMDbTVFixtures.seriesID)

    /// Answers like TMDb for the fixture series with any of its parts appended (its first season
    /// among them) and the configuration.
    static let tvRouter: LoopbackTMDbServer.Router = { request in
        switch request.path {
        case tvPath:
            .json(AppendedTMDbBody.body(TMDbTVFixtures.seriesDetails, parts: TMDbTVScreenFixtures.parts, for: request))
        case "/3/configuration": .json(TMDbFixtures.configuration)
        default: .notFound
        }
    }

    @Test("An API key fetches the series with api_key on every request")
    func tvAPIKey() async throws {
        let server = try LoopbackTMDbServer(router: Self.tvRouter)
        let run = try await run(["tv", Self.series, "--debug"], server: server)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutLines.first == "The Loopback Hour (2019–2021)", "\(run)")
        #expect(run.stdout.contains("popcorn tv season 1396 2"), "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("Lo Calhost") && $0.contains("id 9201") }, "\(run)")
        #expect(run.stderrLines.contains { $0.contains("http GET /tv/1396") && $0.contains(" 200 ") }, "\(run)")
        let requests = server.requests
        #expect(requests.contains { $0.path == Self.tvPath })
        #expect(requests.allSatisfy { $0.query["api_key"] == Self.apiKey && $0.headers["authorization"] == nil })
        #expect(requests.first { $0.path == Self.tvPath }?.query["language"] == "en-US")
    }

    @Test("A second series run is answered from the cache without asking for the series again")
    func tvSecondRunUsesCache() async throws {
        let server = try LoopbackTMDbServer(router: Self.tvRouter)
        #expect(try await run(["tv", Self.series], server: server).status == 0)
        let second = try await run(["tv", Self.series, "--debug"], server: server)
        #expect(second.status == 0, "\(second)")
        #expect(second.stdoutLines.first == "The Loopback Hour (2019–2021)", "\(second)")
        #expect(server.requests.filter { $0.path == Self.tvPath }.count == 1, "\(server.requests.map(\.path))")
    }

    @Test("A season is fetched from TMDb, and one TMDb does not have exits 66 naming it")
    func tvSeasons() async throws {
        let server = try LoopbackTMDbServer(router: Self.tvRouter)
        let season = try await run(["tv", "season", Self.series, "1"], server: server)
        #expect(season.status == 0, "\(season)")
        #expect(season.stdoutLines.first == "The Loopback Hour — Season 1 (2019)", "\(season)")
        #expect(season.stdoutLines.contains { $0.hasPrefix("  S01E02  Port Forwarding") }, "\(season)")

        let missing = try await run(["tv", "season", Self.series, "9"], server: server)
        #expect(missing.status == 66, "\(missing)")
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("season 9 of tv series 1396 was not found on TMDb"), "\(missing)")
        #expect(missing.stderr.contains("'popcorn tv 1396'"), "\(missing)")
    }

    @Test("A series TMDb does not have exits 66")
    func tvNotFound() async throws {
        let server = try LoopbackTMDbServer { request in
            request.path == "/3/configuration" ? .json(TMDbFixtures.configuration) : .notFound
        }
        let run = try await run(["tv", Self.series], server: server)
        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.contains("tv series 1396 was not found on TMDb"), "\(run)")
    }

    @Test(
        "Refused credentials exit 77 for TV commands too",
        arguments: [["tv", "1396"], ["tv", "episode", "1396", "S01E01"]])
    func tvUnauthorised(arguments: [String]) async throws {
        let server = try LoopbackTMDbServer { _ in StubResponse(status: 401, body: TMDbFixtures.invalidKey) }
        let run = try await run(arguments + ["--debug"], server: server)
        #expect(run.status == 77, "\(run)")
        #expect(run.stdout.isEmpty)
        let errors = run.stderrLines.filter { $0.hasPrefix("popcorn: error: ") }
        #expect(errors.count == 1, "\(run)")
        #expect(errors.first?.contains("Invalid API key") == true, "\(run)")
    }
}
