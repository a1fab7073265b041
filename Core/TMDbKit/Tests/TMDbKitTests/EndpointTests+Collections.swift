import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// `/collection/{id}` and `/search/collection`: their paths and query items, and TMDb's answers
/// decoded through the client.
extension EndpointTests {
    @Test func collectionDetailsAsksForTheCollectionInALanguage() {
        let endpoint = Endpoint.collectionDetails(id: 230, language: "it-IT")

        #expect(endpoint.path == "/collection/230")
        #expect(endpoint.method == .get)
        #expect(endpoint.queryItems == [URLQueryItem(name: "language", value: "it-IT")])
        #expect(Endpoint.collectionDetails(id: 230, language: nil).queryItems.isEmpty)
    }

    @Test func searchCollectionsSendsTheQueryThePageThenTheLanguage() {
        let endpoint = Endpoint.searchCollections(query: "the godfather", page: 2, language: "en-US")

        #expect(endpoint.path == "/search/collection")
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "query", value: "the godfather"), URLQueryItem(name: "page", value: "2"),
                URLQueryItem(name: "language", value: "en-US"),
            ])
        #expect(
            Endpoint.searchCollections(query: "alien", page: 1, language: "").queryItems == [
                URLQueryItem(name: "query", value: "alien"), URLQueryItem(name: "page", value: "1"),
            ])
    }

    @Test func collectionEndpointsDecodeTMDbsAnswers() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/collection/230", body: try Fixture.data("collection-230"))
        transport.stub(path: "/search/collection", body: try Fixture.data("search-collection-godfather"))
        let client = TMDbClient(transport: transport)

        let collection = try await client.get(.collectionDetails(id: 230, language: "en-US"))
        let found = try await client.get(.searchCollections(query: "godfather", page: 1, language: "en-US"))

        #expect(collection.parts.map(\.title) == ["The Godfather Part II", "The Godfather", "The Godfather Part III"])
        #expect(found.results.map(\.name) == ["The Godfather Collection", "Godfather Parodies Collection"])
        #expect(transport.requests.map(\.path) == ["/collection/230", "/search/collection"])
        #expect(transport.requests.last?.queryValue("query") == "godfather")
    }
}
