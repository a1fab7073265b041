import CoreDomain
import DataPersistence
import Foundation
import TMDbAdapterKit
import TMDbCatalog
import TMDbKit
import TMDbKitTesting
import Testing

@testable import PopcornCLI

/// Retries without waiting.
private struct ImmediateSleeper: TMDbSleeper {
    func sleep(for seconds: Double) async {}
}

@Suite("Transport stack")
struct TransportStackTests {
    let live = DataSource.tmdb(baseURL: TMDbAPI.defaultBaseURL, credentials: .apiKey("key123456"))

    func root(source: DataSource, debug: Bool, console: Console) -> CompositionRoot {
        let configuration = PopcornConfiguration(
            source: source, language: "en-US", cachePolicy: .cacheFirst,
            cacheDirectory: FileManager.default.temporaryDirectory,
            dataDirectory: FileManager.default.temporaryDirectory, outputsJSON: false, usesColour: false,
            isDebug: debug, httpTimeout: 7)
        return CompositionRoot(
            configuration: configuration, console: console,
            logger: debug ? StandardErrorLogHandler.logger(console: console) : nil,
            reporter: SilentCacheEventReporter())
    }

    @Test(
        "Live TMDb: retries outside, then the pace (40 a second), the concurrency limit, per-attempt logging, libcurl")
    func liveLayers() {
        #expect(
            CompositionRoot.transportLayers(for: live, isDebug: true, httpTimeout: 7)
                == [.retrying, .paced(40), .concurrencyLimited(4), .logging, .http(timeout: 7)])
        #expect(
            CompositionRoot.transportLayers(for: live, isDebug: false, httpTimeout: 10)
                == [.retrying, .paced(40), .concurrencyLimited(4), .http(timeout: 10)])
    }

    @Test("The catalog gets no retries and no limit: bare, or only logged under --debug")
    func catalogLayers() {
        #expect(
            CompositionRoot.transportLayers(for: .catalog(announced: true), isDebug: false, httpTimeout: 10) == [
                .catalog
            ])
        #expect(
            CompositionRoot.transportLayers(for: .catalog(announced: false), isDebug: true, httpTimeout: 10)
                == [.logging, .catalog])
    }

    @Test("The built transports have the layers' outer types")
    func builtTypes() throws {
        let console = CapturedConsole().console
        #expect(try root(source: live, debug: true, console: console).makeTransport() is RetryingTMDbTransport)
        #expect(try root(source: live, debug: false, console: console).makeTransport() is RetryingTMDbTransport)
        #expect(
            try root(source: .catalog(announced: true), debug: false, console: console).makeTransport()
                is CatalogTMDbTransport)
        #expect(
            try root(source: .catalog(announced: true), debug: true, console: console).makeTransport()
                is LoggingTMDbTransport)
    }

    @Test("Logging inside retrying prints one line per attempt, numbered, without credentials")
    func oneLinePerAttempt() async throws {
        let stub = StubTMDbTransport()
        stub.stub(path: "/movie/550", statusCode: 503, body: Data(#"{"status_message":"busy"}"#.utf8))
        let captured = CapturedConsole()
        let transport = RetryingTMDbTransport(
            wrapping: LoggingTMDbTransport(
                wrapping: stub, logger: StandardErrorLogHandler.logger(console: captured.console)),
            policy: .standard, sleeper: ImmediateSleeper())
        let response = try await transport.send(
            TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "en-US")]))
        #expect(response.statusCode == 503)
        #expect(stub.requestCount == TMDbRetryPolicy.standard.maxAttempts)
        #expect(captured.errorLines.count == TMDbRetryPolicy.standard.maxAttempts)
        for (index, line) in captured.errorLines.enumerated() {
            #expect(
                line.range(
                    of: #"^popcorn: debug: http GET /movie/550\?language=en-US 503 \d+ms attempt "# + "\(index + 1)$",
                    options: .regularExpression) != nil, "\(line)")
        }
    }

    /// The exit status a stubbed answer ends in, through retries, the client and the failure mapper.
    func status(statusCode: Int, body: String, headers: [String: String] = [:]) async -> (PopcornExitStatus, String)? {
        let stub = StubTMDbTransport()
        stub.stub(path: "/movie/550", statusCode: statusCode, body: Data(body.utf8), headers: headers)
        let client = TMDbClient(
            transport: RetryingTMDbTransport(wrapping: stub, policy: .standard, sleeper: ImmediateSleeper()))
        do {
            _ = try await client.get(.movieDetails(id: 550, language: "en-US"))
            return nil
        } catch {
            let failure = FailureMapper.failure(
                for: TMDbErrorMapper().map(error), subject: .movie(id: 550), source: live, isOffline: false)
            return (failure.status, failure.message)
        }
    }

    @Test("Exit codes hold through the retry layer: 401/403 -> 77, 404 -> 66, 429 -> 75, 5xx -> 69, bad body -> 65")
    func exitCodesThroughRetries() async throws {
        let refused = #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
        let unauthorised = try #require(await status(statusCode: 401, body: refused))
        #expect(unauthorised.0 == .credentials)
        #expect(unauthorised.1.contains("Invalid API key: You must be granted a valid key; check"))
        #expect(try #require(await status(statusCode: 403, body: refused)).0 == .credentials)
        #expect(try #require(await status(statusCode: 404, body: #"{"status_code":34}"#)).0 == .notFound)
        #expect(
            try #require(await status(statusCode: 429, body: "{}", headers: ["retry-after": "0"])).0 == .rateLimited)
        #expect(try #require(await status(statusCode: 503, body: "{}")).0 == .unavailable)
        let undecodable = try #require(await status(statusCode: 200, body: #"{"id":"not a number"}"#))
        #expect(undecodable.0 == .dataError)
        #expect(undecodable.1.contains("/movie/550"))
        #expect(!undecodable.1.contains("key123456"))
    }
}
