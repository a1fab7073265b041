import CoreDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing
import __Context__Adapters
import __Context__Domain

@Suite("TMDb__Entity__RemoteDataSource")
struct TMDb__Entity__RemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDb__Entity__RemoteDataSource

    init() {
        dataSource = TMDb__Entity__RemoteDataSource(client: TMDbClient(transport: transport), language: "de-DE")
    }

    @Test("it fetches /__endpoint__/{id} in the configured language and maps the answer")
    func fetches() async throws {
        transport.stub(path: "/__endpoint__/1", body: try Fixture.data("__entity_snake__"))
        let value = try await dataSource.__entity__(withID: 1)
        #expect(value.name == "Test __Entity__")
        #expect(transport.requests.map(\.path) == ["/__endpoint__/1"])
        #expect(transport.requests.first?.queryItems.contains(URLQueryItem(name: "language", value: "de-DE")) == true)
    }

    @Test("TMDb's 404 becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.__entity__(withID: 999_999)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/__endpoint__/1",
            statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#.utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await dataSource.__entity__(withID: 1)
        }
    }
}
