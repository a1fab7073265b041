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

    @Test("a movie alone is one request to /movie/{id} in the configured language, appending nothing")
    func movie() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550"))
        let bundle = try await dataSource.movie(withID: 550, appending: [])
        #expect(bundle.movie.title == "Fight Club")
        #expect(bundle.unansweredParts.isEmpty)
        #expect(transport.requests.map(\.path) == ["/movie/550"])
        #expect(query(transport.requests.first) == ["language": "de-DE"])
    }

    @Test("a screen is one request appending exactly the parts asked for, in TMDb's order, and maps them all")
    func screen() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550-appended"))
        let bundle = try await dataSource.movie(
            withID: 550,
            appending: [.watchProviders, .recommendations, .images, .releaseDates, .credits, .keywords, .videos])
        #expect(transport.requests.map(\.path) == ["/movie/550"])
        #expect(
            query(transport.requests.first) == [
                "language": "de-DE",
                "append_to_response": "credits,release_dates,images,recommendations,watch/providers,videos,keywords",
                "include_image_language": "de,en,null",
                "include_video_language": "de,en",
            ])
        #expect(bundle.videos?.count == 2)
        #expect(bundle.keywords?.count == 2)
        #expect(bundle.credits?.cast.count == 4)
        #expect(bundle.images?.logos.count == 2)
        #expect(bundle.releaseDates?.count == 3)
        #expect(bundle.watchProviders?.count == 2)
        #expect(bundle.recommendations?.results.first?.title == "Se7en")
        #expect(bundle.similar == nil)
        #expect(bundle.unansweredParts.isEmpty)
    }

    @Test("without images, no image languages are sent")
    func noImageLanguages() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550-appended"))
        _ = try await dataSource.movie(withID: 550, appending: [.credits, .similar])
        #expect(query(transport.requests.first)["append_to_response"] == "credits,similar")
        #expect(query(transport.requests.first)["include_image_language"] == nil)
    }

    @Test("parts the body lacks come back unanswered")
    func unanswered() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550"))
        let bundle = try await dataSource.movie(withID: 550, appending: [.credits, .watchProviders])
        #expect(bundle.unansweredParts == [.credits, .watchProviders])
    }

    @Test("further pages of recommendations and similar titles ask their own endpoints with the page")
    func relatedPages() async throws {
        transport.stub(path: "/movie/550/recommendations", body: try Fixture.data("movie-list-popular"))
        transport.stub(path: "/movie/550/similar", body: try Fixture.data("movie-list-popular"))
        let recommendations = try await dataSource.recommendations(forMovie: 550, page: 2)
        let similar = try await dataSource.similar(forMovie: 550, page: 3)
        #expect(recommendations.results.count == 2)
        #expect(similar.totalResults == 22)
        #expect(transport.requests.map(\.path) == ["/movie/550/recommendations", "/movie/550/similar"])
        #expect(query(transport.requests.first) == ["page": "2", "language": "de-DE"])
        #expect(query(transport.requests.last)["page"] == "3")
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
            try await dataSource.movie(withID: 999_999, appending: [.credits])
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
            try await dataSource.movie(withID: 550, appending: [])
        }
    }

    @Test("a body that does not decode becomes an invalid response")
    func garbage() async {
        transport.stub(path: "/movie/550", body: Data("<html>oops</html>".utf8))
        await #expect {
            try await dataSource.movie(withID: 550, appending: Set(MoviePart.allCases))
        } throws: { error in
            guard case .invalidResponse = error as? DataAccessError else { return false }
            return true
        }
    }

    @Test("no answer at all becomes unreachable")
    func unreachable() async {
        transport.stub(path: "/movie/550", error: .unreachable("connection refused"))
        await #expect {
            try await dataSource.movie(withID: 550, appending: [])
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
    }
}
