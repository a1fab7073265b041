import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// `/movie/{id}/reviews` and `/tv/{id}/reviews`: the title's path, the page, then the language, and
/// TMDb's answer decoded into a page of reviews.
extension EndpointTests {
    @Test func movieReviewsAsksForTheMoviesReviewsPathWithThePageThenTheLanguage() {
        let endpoint = Endpoint.movieReviews(id: 550, page: 2, language: "fr-FR")

        #expect(endpoint.path == "/movie/550/reviews")
        #expect(endpoint.method == .get)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "language", value: "fr-FR"),
            ])
    }

    @Test func tvSeriesReviewsAsksForTheSeriesReviewsPathWithThePageThenTheLanguage() {
        let endpoint = Endpoint.tvSeriesReviews(id: 1396, page: 1, language: "en-US")

        #expect(endpoint.path == "/tv/1396/reviews")
        #expect(endpoint.method == .get)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "language", value: "en-US"),
            ])
    }

    @Test func reviewsSendThePageAloneWhenTheLanguageIsMissingOrEmpty() {
        let page = [URLQueryItem(name: "page", value: "3")]

        #expect(Endpoint.movieReviews(id: 550, page: 3, language: nil).queryItems == page)
        #expect(Endpoint.tvSeriesReviews(id: 1396, page: 3, language: "").queryItems == page)
    }

    @Test func movieReviewsDecodeTMDbsAnswerIntoAPageOfReviews() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/movie/550/reviews", body: try Fixture.data("movie-reviews-550"))

        let page = try await TMDbClient(transport: transport).get(.movieReviews(id: 550, page: 1, language: "en-US"))

        #expect(page.page == 1)
        #expect(page.totalPages == 2)
        #expect(page.results.map(\.author) == ["Soap Maker", "quietnarrator"])
        #expect(transport.requests.map(\.path) == ["/movie/550/reviews"])
        #expect(transport.requests.first?.queryValue("page") == "1")
        #expect(transport.requests.first?.queryValue("language") == "en-US")
    }

    @Test func tvSeriesReviewsDecodeTMDbsAnswerIntoAPageOfReviews() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/tv/1396/reviews", body: try Fixture.data("tv-reviews-1396"))

        let page = try await TMDbClient(transport: transport).get(.tvSeriesReviews(id: 1396, page: 2, language: nil))

        #expect(page.page == 2)
        #expect(page.results.map(\.id) == ["58a9d2a1c3a3683e7a00b7d1"])
        #expect(transport.requests.first?.queryValue("page") == "2")
        #expect(transport.requests.first?.queryValue("language") == nil)
    }
}
