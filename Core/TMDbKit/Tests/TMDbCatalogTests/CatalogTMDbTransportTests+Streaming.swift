import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Keyword searches and lists of streaming services against the small test catalog: it holds
/// neither, so it answers TMDb's 404 as for any route it does not know (the CLI says so in one line,
/// exit 66), while a discovery with their filters is answered, those filters ignored.
extension CatalogTMDbTransportTests {
    @Test(arguments: [
        ("/search/keyword", [URLQueryItem(name: "query", value: "heist"), URLQueryItem(name: "page", value: "1")]),
        ("/watch/providers/movie", [URLQueryItem(name: "watch_region", value: "GB")]),
        ("/watch/providers/tv", [URLQueryItem(name: "watch_region", value: "US")]),
        ("/watch/providers/regions", []),
    ])
    func answersKeywordSearchesAndServiceListsWithTMDbsNotFound(path: String, items: [URLQueryItem]) async throws {
        let response = try await transport.send(TMDbRequest(path: path, queryItems: items))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
        #expect(CatalogRoute(path: path) == .unknown)
    }

    @Test func discoverIgnoresKeywordsServicesAndWaysOfWatchingItCannotKnow() async throws {
        let plain = try await client.get(.discoverMovies([], language: nil))
        let filtered = try await client.get(
            .discoverMovies(
                [
                    URLQueryItem(name: "with_keywords", value: "825"),
                    URLQueryItem(name: "with_watch_providers", value: "8|337"),
                    URLQueryItem(name: "watch_region", value: "GB"),
                    URLQueryItem(name: "with_watch_monetization_types", value: "flatrate"),
                ], language: nil))

        #expect(!plain.results.isEmpty)
        #expect(filtered == plain)
    }
}
