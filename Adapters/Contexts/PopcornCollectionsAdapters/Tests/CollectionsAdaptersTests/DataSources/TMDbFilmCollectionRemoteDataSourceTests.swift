import CollectionsAdapters
import CollectionsDomain
import CoreDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbFilmCollectionRemoteDataSource")
struct TMDbFilmCollectionRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbFilmCollectionRemoteDataSource

    init() {
        dataSource = TMDbFilmCollectionRemoteDataSource(client: TMDbClient(transport: transport), language: "de-DE")
    }

    @Test("it fetches /collection/{id} in the configured language and maps the answer")
    func fetches() async throws {
        transport.stub(path: "/collection/230", body: try Fixture.data("collection-230"))
        let collection = try await dataSource.filmCollection(withID: 230)
        #expect(collection.name == "The Godfather Collection")
        #expect(collection.parts.count == 3)
        #expect(transport.requests.map(\.path) == ["/collection/230"])
        #expect(transport.requests.first?.queryItems == [URLQueryItem(name: "language", value: "de-DE")])
    }

    @Test("it searches /search/collection with the query, the page and the language")
    func searches() async throws {
        transport.stub(path: "/search/collection", body: try Fixture.data("search-collection-godfather"))
        let page = try await dataSource.searchFilmCollections(query: "the godfather", page: 3)
        #expect(page.results.map(\.name) == ["The Godfather Collection", "Godfather Parodies Collection"])
        #expect(transport.requests.map(\.path) == ["/search/collection"])
        #expect(
            transport.requests.first?.queryItems == [
                URLQueryItem(name: "query", value: "the godfather"), URLQueryItem(name: "page", value: "3"),
                URLQueryItem(name: "language", value: "de-DE"),
            ])
    }

    @Test("TMDb's 404 becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.filmCollection(withID: 999_999)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/search/collection",
            statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#.utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await dataSource.searchFilmCollections(query: "alien", page: 1)
        }
    }

    @Test("a body that is no collection is an invalid response")
    func invalidBody() async {
        transport.stub(path: "/collection/230", json: #"{"id": 230}"#)
        await #expect(throws: DataAccessError.self) {
            try await dataSource.filmCollection(withID: 230)
        }
    }
}
