import Foundation
import TMDbKit
import Testing

@testable import TMDbCatalog

/// Reviews against the small test catalog: it holds none, so it answers TMDb's 404 for a catalogued
/// title's reviews as for any part it does not hold (the CLI says so in one line, exit 66).
extension CatalogTMDbTransportTests {
    @Test(arguments: ["/movie/550/reviews", "/tv/1396/reviews", "/movie/424242/reviews"])
    func answersReviewsWithTMDbsNotFound(path: String) async throws {
        let response = try await transport.send(
            TMDbRequest(path: path, queryItems: [URLQueryItem(name: "page", value: "1")]))

        #expect(response.statusCode == 404)
        #expect(
            body(response)
                == #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        )
    }

    @Test func reviewsAreNoTitlePartTheCatalogRoutes() {
        #expect(CatalogRoute(path: "/movie/550/reviews") == .unknown)
        #expect(CatalogRoute(path: "/tv/1396/reviews") == .unknown)
    }
}
