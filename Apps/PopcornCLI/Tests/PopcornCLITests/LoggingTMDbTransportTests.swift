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
                of: #"^popcorn: debug: http GET /movie/550\?language=en-US 200 \d+ms$"#, options: .regularExpression)
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

    @Test("A credential-looking query item is never printed")
    func redactsCredentials() {
        let request = TMDbRequest(
            path: "/movie/550", queryItems: [URLQueryItem(name: "api_key", value: "leaky-key-123")])
        #expect(LoggingTMDbTransport.target(of: request) == "/movie/550?api_key=<redacted>")
    }
}
