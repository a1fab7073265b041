import CoreDomain
import Foundation
import MoviesAdapters
import MoviesDomain
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbMovieRemoteDataSource")
struct TMDbMovieRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbMovieRemoteDataSource

    init() {
        dataSource = TMDbMovieRemoteDataSource(client: TMDbClient(transport: transport), language: "de-DE")
    }

    private func query(_ request: TMDbRequest?) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (request?.queryItems ?? []).map { ($0.name, $0.value ?? "") })
    }

    @Test("a movie is fetched from /movie/{id} in the configured language and mapped")
    func movie() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550"))
        let movie = try await dataSource.movie(withID: 550)
        #expect(movie.title == "Fight Club")
        #expect(transport.requests.map(\.path) == ["/movie/550"])
        #expect(query(transport.requests.first)["language"] == "de-DE")
    }

    @Test("credits are fetched from /movie/{id}/credits")
    func credits() async throws {
        transport.stub(path: "/movie/550/credits", body: try Fixture.data("movie-credits-550"))
        let credits = try await dataSource.credits(forMovie: 550)
        #expect(credits.cast.count == 4)
        #expect(transport.requests.map(\.path) == ["/movie/550/credits"])
    }

    @Test(
        "each list kind asks its own endpoint with the page",
        arguments: [
            (MovieListKind.popular, "/movie/popular"), (.topRated, "/movie/top_rated"),
            (.nowPlaying, "/movie/now_playing"), (.upcoming, "/movie/upcoming"),
        ])
    func lists(kind: MovieListKind, path: String) async throws {
        transport.stub(path: path, body: try Fixture.data("movie-list-popular"))
        let page = try await dataSource.movies(in: kind, page: 3)
        #expect(page.results.count == 2)
        #expect(transport.requests.map(\.path) == [path])
        #expect(query(transport.requests.first)["page"] == "3")
    }

    @Test("a search sends the query, year and page")
    func search() async throws {
        transport.stub(path: "/search/movie", body: try Fixture.data("movie-list-popular"))
        _ = try await dataSource.searchMovies(query: "fight club", year: 1999, page: 2)
        let sent = query(transport.requests.first)
        #expect(sent["query"] == "fight club")
        #expect(sent["year"] == "1999")
        #expect(sent["page"] == "2")
    }

    @Test("TMDb's 404 becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.movie(withID: 999_999)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/movie/550",
            statusCode: 401,
            body: Data(
                #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
                    .utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key: You must be granted a valid key.")) {
            try await dataSource.movie(withID: 550)
        }
    }

    @Test("a body that does not decode becomes an invalid response")
    func garbage() async {
        transport.stub(path: "/movie/550", body: Data("<html>oops</html>".utf8))
        await #expect {
            try await dataSource.movie(withID: 550)
        } throws: { error in
            guard case .invalidResponse = error as? DataAccessError else { return false }
            return true
        }
    }

    @Test("no answer at all becomes unreachable")
    func unreachable() async {
        transport.stub(path: "/movie/550", error: .unreachable("connection refused"))
        await #expect {
            try await dataSource.movie(withID: 550)
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
    }
}
