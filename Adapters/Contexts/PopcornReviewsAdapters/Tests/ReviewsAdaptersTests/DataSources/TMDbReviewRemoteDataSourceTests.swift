import CoreDomain
import Foundation
import ReviewsAdapters
import ReviewsDomain
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbReviewRemoteDataSource")
struct TMDbReviewRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbReviewRemoteDataSource

    init() {
        dataSource = TMDbReviewRemoteDataSource(client: TMDbClient(transport: transport))
    }

    @Test(
        "it fetches a title's reviews with the page and no language (TMDb would keep only that language's), and maps them",
        arguments: [
            (ReviewedTitle.movie(id: 550), "/movie/550/reviews", "movie-550-reviews"),
            (.tvSeries(id: 1396), "/tv/1396/reviews", "tv-1396-reviews"),
        ])
    func fetches(title: ReviewedTitle, path: String, fixture: String) async throws {
        transport.stub(path: path, body: try Fixture.data(fixture))

        let page = try await dataSource.reviews(of: title, page: 3)

        #expect(page.results.count == 2)
        #expect(transport.requests.map(\.path) == [path])
        let query = transport.requests.first?.queryItems ?? []
        #expect(query.contains(URLQueryItem(name: "page", value: "3")))
        #expect(query == [URLQueryItem(name: "page", value: "3")])
    }

    @Test("TMDb's 404 (a title it does not know, or the catalog, which holds no reviews) becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.reviews(of: .movie(id: 999_999), page: 1)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/tv/1396/reviews",
            statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key"}"#.utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key")) {
            try await dataSource.reviews(of: .tvSeries(id: 1396), page: 1)
        }
    }

    @Test("a body that is not a reviews page is an invalid response")
    func invalidBody() async {
        transport.stub(path: "/movie/550/reviews", body: Data("[1, 2]".utf8))
        await #expect(throws: DataAccessError.self) {
            try await dataSource.reviews(of: .movie(id: 550), page: 1)
        }
    }
}
