import CoreDomain
import DiscoverAdapters
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbDiscoverKeywordRemoteDataSource")
struct TMDbDiscoverKeywordRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbDiscoverKeywordRemoteDataSource

    init() {
        dataSource = TMDbDiscoverKeywordRemoteDataSource(client: TMDbClient(transport: transport))
    }

    @Test("a name is searched on /search/keyword, first page, with no language, and each keyword mapped")
    func search() async throws {
        transport.stub(path: "/search/keyword", body: try Fixture.data("search-keyword-vault"))

        let keywords = try await dataSource.keywords(matching: "vault")

        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        #expect(request.path == "/search/keyword")
        #expect(
            request.queryItems == [URLQueryItem(name: "query", value: "vault"), URLQueryItem(name: "page", value: "1")])
        #expect(
            keywords == [
                Keyword(id: 316290, name: "bank vault"), Keyword(id: 9903, name: "vault"),
                Keyword(id: 188204, name: "Vault-Tec"),
            ])
    }

    @Test("a search TMDb does not answer (the offline catalog's 404) becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.keywords(matching: "heist")
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/search/keyword", statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key."}"#.utf8))

        await #expect(throws: DataAccessError.unauthorised("Invalid API key.")) {
            try await dataSource.keywords(matching: "heist")
        }
    }
}
