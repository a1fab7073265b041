import CoreDomain
import Foundation
import TMDbAdapterKit
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbClient.fetch")
struct TMDbClientFetchTests {
    let transport = StubTMDbTransport()
    var client: TMDbClient { TMDbClient(transport: transport) }

    @Test("a successful answer is decoded as the endpoint's response, in one request")
    func success() async throws {
        transport.stub(path: "/configuration", body: try Fixture.data("configuration"))

        let configuration = try await client.fetch(.configuration)

        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(configuration.images.posterSizes.contains("w342"))
        #expect(transport.requests.map(\.path) == ["/configuration"])
    }

    @Test("TMDb's 404 is not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await client.fetch(.movieDetails(id: 999_999_999, language: "en-US"))
        }
    }

    @Test("refused credentials are unauthorised, with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/configuration", statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key."}"#.utf8))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key.")) {
            try await client.fetch(.configuration)
        }
    }

    @Test("no answer at all is unreachable, as TMDbErrorMapper says")
    func unreachable() async {
        transport.stub(path: "/configuration", error: .unreachable("connection refused"))

        await #expect(throws: TMDbErrorMapper().map(.unreachable("connection refused"))) {
            try await client.fetch(.configuration)
        }
    }

    @Test("an undecodable body is an invalid response")
    func undecodable() async throws {
        transport.stub(path: "/configuration", json: "<html>not JSON</html>")

        let error = await #expect(throws: DataAccessError.self) { try await client.fetch(.configuration) }

        guard case .invalidResponse = error else {
            Issue.record("expected invalidResponse, got \(String(describing: error))")
            return
        }
    }
}
