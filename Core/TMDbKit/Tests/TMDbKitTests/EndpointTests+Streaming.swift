import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// `/search/keyword` and `/watch/providers/{movie|tv}`: their paths and query items, and TMDb's
/// answers decoded through the client.
extension EndpointTests {
    @Test func searchKeywordsSendsTheQueryAndThePageAndNoLanguage() {
        let endpoint = Endpoint.searchKeywords(query: "heist", page: 2)

        #expect(endpoint.path == "/search/keyword")
        #expect(endpoint.method == .get)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "query", value: "heist"), URLQueryItem(name: "page", value: "2"),
            ])
    }

    @Test(arguments: zip(TMDbWatchProviderList.allCases, ["/watch/providers/movie", "/watch/providers/tv"]))
    func watchProviderListAsksForTheKindsListInALanguageThenTheRegion(list: TMDbWatchProviderList, path: String) {
        let endpoint = Endpoint.watchProviderList(list, region: "GB", language: "en-GB")

        #expect(endpoint.path == path)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "language", value: "en-GB"), URLQueryItem(name: "watch_region", value: "GB"),
            ])
    }

    @Test func watchProviderListLeavesOutAMissingRegionAndLanguage() {
        #expect(Endpoint.watchProviderList(.movie, region: nil, language: nil).queryItems.isEmpty)
        #expect(Endpoint.watchProviderList(.tv, region: "", language: "").queryItems.isEmpty)
    }

    @Test func streamingEndpointsDecodeTMDbsAnswers() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/search/keyword", body: try Fixture.data("search-keyword-heist"))
        transport.stub(path: "/watch/providers/movie", body: try Fixture.data("watch-providers-movie-gb"))
        let client = TMDbClient(transport: transport)

        let keywords = try await client.get(.searchKeywords(query: "heist", page: 1))
        let providers = try await client.get(.watchProviderList(.movie, region: "GB", language: "en-US"))

        #expect(
            keywords.results == [
                KeywordDTO(id: 10051, name: "heist"), KeywordDTO(id: 228913, name: "heist gone wrong"),
                KeywordDTO(id: 279546, name: "art heist"),
            ])
        #expect(keywords.totalResults == 4)
        #expect(providers.results.map(\.providerName) == ["Netflix", "Loopback Cinema", "MUBI"])
        #expect(transport.requests.map(\.path) == ["/search/keyword", "/watch/providers/movie"])
        #expect(transport.requests.last?.queryValue("watch_region") == "GB")
    }
}
