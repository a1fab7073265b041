import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Lists of streaming services and discoveries filtered on offers against the small test catalog:
/// it holds neither, so it answers TMDb's 404 (the CLI says so in one line, exit 66) rather than list
/// every title as if filtered; a keyword search is answered, empty, since no title there has keywords.
extension CatalogTMDbTransportTests {
    @Test(arguments: [
        ("/watch/providers/movie", [URLQueryItem(name: "watch_region", value: "GB")]),
        ("/watch/providers/tv", [URLQueryItem(name: "watch_region", value: "US")]),
        ("/watch/providers/regions", []),
    ])
    func answersServiceListsWithTMDbsNotFound(path: String, items: [URLQueryItem]) async throws {
        let response = try await transport.send(TMDbRequest(path: path, queryItems: items))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
        #expect(CatalogRoute(path: path) == .unknown)
    }

    @Test(arguments: [
        [URLQueryItem(name: "with_watch_providers", value: "8|337"), URLQueryItem(name: "watch_region", value: "GB")],
        [URLQueryItem(name: "with_watch_monetization_types", value: "flatrate")],
        [
            URLQueryItem(name: "with_keywords", value: "825"), URLQueryItem(name: "with_watch_providers", value: "8"),
            URLQueryItem(name: "with_watch_monetization_types", value: "flatrate"),
        ],
    ])
    func answersADiscoveryFilteredOnStreamingOffersWithTMDbsNotFound(items: [URLQueryItem]) async throws {
        for path in ["/discover/movie", "/discover/tv"] {
            let response = try await transport.send(TMDbRequest(path: path, queryItems: items))

            #expect(response.statusCode == 404, "\(path)")
            #expect(
                body(response)
                    == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
            )
        }
    }

    @Test func discoverIgnoresTheWatchRegionAloneWhichFiltersNothing() async throws {
        let plain = try await client.get(.discoverMovies([], language: nil))
        let regional = try await client.get(
            .discoverMovies([URLQueryItem(name: "watch_region", value: "GB")], language: nil))

        #expect(!plain.results.isEmpty)
        #expect(regional == plain)
    }

    @Test func answersAKeywordSearchWithAnEmptyPageWhenNoTitleHasKeywords() async throws {
        let found = try await client.get(.searchKeywords(query: "heist", page: 1))

        #expect(found.results.isEmpty)
        #expect(found.totalResults == 0)
        #expect(CatalogRoute(path: "/search/keyword") == .searchKeywords)
    }

    @Test func discoverWithAKeywordFindsNothingWhenNoTitleHasKeywords() async throws {
        let found = try await client.get(
            .discoverMovies([URLQueryItem(name: "with_keywords", value: "825")], language: nil))

        #expect(found.results.isEmpty)
    }
}
