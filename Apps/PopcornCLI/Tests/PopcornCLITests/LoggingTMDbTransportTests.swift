import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@testable import PopcornCLI

@Suite("LoggingTMDbTransport")
struct LoggingTMDbTransportTests {
    let stub = StubTMDbTransport()
    let captured = CapturedConsole()

    var transport: LoggingTMDbTransport {
        LoggingTMDbTransport(wrapping: stub, logger: StandardErrorLogHandler.logger(console: captured.console))
    }

    @Test("Each request is passed through and logged on one line with path, query, status and time")
    func logsRequest() async throws {
        stub.stub(path: "/movie/550", json: #"{"id":550}"#)
        let request = TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "en-US")])
        let response = try await transport.send(request)
        #expect(response.statusCode == 200)
        #expect(stub.requests == [request])
        let line = try #require(captured.errorLines.first)
        #expect(captured.errorLines.count == 1)
        #expect(
            line.range(
                of: #"^popcorn: debug: http GET /movie/550\?language=en-US 200 \d+ms attempt 1$"#,
                options: .regularExpression)
                != nil, "\(line)")
    }

    @Test("Failures are logged and rethrown unchanged")
    func logsFailure() async {
        stub.stub(path: "/configuration", error: .unreachable("connection refused"))
        await #expect(throws: TMDbError.unreachable("connection refused")) {
            try await transport.send(TMDbRequest(path: "/configuration"))
        }
        #expect(
            captured.errorLines.first?.contains(
                "http GET /configuration failed (TMDb could not be reached: connection refused)") == true)
    }

    @Test("Each attempt is logged with the attempt number the retrying transport sets")
    func logsAttemptNumber() async throws {
        stub.stub(path: "/movie/550", statusCode: 503, body: Data("{}".utf8))
        let request = TMDbRequest(path: "/movie/550")
        let transport = transport
        _ = try await TMDbAttempt.$number.withValue(3) { try await transport.send(request) }
        #expect(captured.errorLines.count == 1)
        let line = try #require(captured.errorLines.first)
        #expect(
            line.range(of: #"^popcorn: debug: http GET /movie/550 503 \d+ms attempt 3$"#, options: .regularExpression)
                != nil, "\(line)")
    }

    @Test("The debug line format: method, path and query without credentials, status, ms, attempt")
    func lineFormat() {
        let request = TMDbRequest(
            path: "/search/movie",
            queryItems: [
                URLQueryItem(name: "query", value: "alien"), URLQueryItem(name: "api_key", value: "leaky-key-123"),
            ])
        let line = LoggingTMDbTransport.line(
            for: request, outcome: "429", elapsed: .milliseconds(1234), attempt: 2)
        #expect(line == "http GET /search/movie?query=alien&api_key=<redacted> 429 1234ms attempt 2")
        #expect(!line.contains("leaky-key-123"))
    }

    @Test("A credential-looking query item is never printed")
    func redactsCredentials() {
        let request = TMDbRequest(
            path: "/movie/550", queryItems: [URLQueryItem(name: "api_key", value: "leaky-key-123")])
        #expect(LoggingTMDbTransport.target(of: request) == "/movie/550?api_key=<redacted>")
    }
}
