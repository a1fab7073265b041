import CoreDomain
import DiscoverAdapters
import DiscoverDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbDiscoverMediaRemoteDataSource")
struct TMDbDiscoverMediaRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbDiscoverMediaRemoteDataSource

    init() {
        dataSource = TMDbDiscoverMediaRemoteDataSource(client: TMDbClient(transport: transport), language: "fr-FR")
    }

    /// The one request sent; fails the test when there was not exactly one.
    private func sentRequest() throws -> TMDbRequest {
        try #require(transport.requests.count == 1 ? transport.requests.first : nil)
    }

    static let dramas = try! DiscoverQuery(
        mediaType: .movie, genreIDs: [18], year: 1999, sort: DiscoverSort(key: .rating), page: 2)
    static let crime = try! DiscoverQuery(mediaType: .tvSeries, genreIDs: [80], sort: DiscoverSort(key: .title))

    @Test("a movie discovery asks /discover/movie with the builder's items, then the language")
    func movieRequest() async throws {
        transport.stub(path: "/discover/movie", body: try Fixture.data("discover-movie-dramas-1999"))

        _ = try await dataSource.discover(Self.dramas)

        let request = try sentRequest()
        #expect(request.path == "/discover/movie")
        #expect(
            request.queryItems
                == TMDbDiscoverQueryBuilder().queryItems(for: Self.dramas) + [
                    URLQueryItem(name: "language", value: "fr-FR")
                ])
        #expect(request.queryValue("with_genres") == "18")
        #expect(request.queryValue("primary_release_year") == "1999")
        #expect(request.queryValue("sort_by") == "vote_average.desc")
        #expect(request.queryValue("page") == "2")
    }

    @Test("a page of movies maps each row to a movie, dropping a malformed one and keeping TMDb's totals")
    func moviePage() async throws {
        transport.stub(path: "/discover/movie", body: try Fixture.data("discover-movie-dramas-1999"))

        let page = try await dataSource.discover(Self.dramas)

        #expect(page.page == 2)
        #expect(page.totalPages == 7)
        #expect(page.totalResults == 124)
        #expect(page.results.map(\.kind) == [.movie, .movie, .movie])
        #expect(page.results.map(\.id) == [550, 888_101, 888_102])
        #expect(page.results.map(\.title) == ["Fight Club", "The Clear Hours", "Untitled Drama Project"])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 939_945_600))
        guard case .movie(let clearHours) = page.results[1], case .movie(let untitled) = page.results[2] else {
            Issue.record("the rows are not movies")
            return
        }
        #expect(clearHours.originalTitle == "Les Heures Claires")
        #expect(clearHours.originalLanguage == "fr")
        #expect(clearHours.genreIDs == [18, 10749])
        #expect(clearHours.voteAverage == 7.1)
        #expect(clearHours.voteCount == 212)
        #expect(clearHours.backdropPath == nil)
        #expect(untitled.releaseDate == nil)
        #expect(untitled.originalTitle == nil)
        #expect(untitled.overview == nil)
        #expect(untitled.backdropPath == nil)
        #expect(untitled.hasVideo)
    }

    @Test("a series discovery asks /discover/tv and maps each row to a series")
    func seriesPage() async throws {
        transport.stub(path: "/discover/tv", body: try Fixture.data("discover-tv-crime"))

        let page = try await dataSource.discover(Self.crime)

        let request = try sentRequest()
        #expect(request.path == "/discover/tv")
        #expect(request.queryValue("with_genres") == "80")
        #expect(request.queryValue("sort_by") == "name.asc")
        #expect(request.queryValue("language") == "fr-FR")
        #expect(page.results.map(\.kind) == [.tvSeries, .tvSeries])
        #expect(page.results.map(\.title) == ["Breaking Bad", "The Midnight Bridge"])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 1_200_787_200))
        guard case .tvSeries(let bridge) = page.results.last else {
            Issue.record("the last row is not a series")
            return
        }
        #expect(bridge.originalName == "Bron vid midnatt")
        #expect(bridge.originCountries == ["SE", "DK"])
        #expect(bridge.overview == nil)
    }

    @Test("TMDb's 404 becomes not found", arguments: [dramas, crime])
    func notFound(query: DiscoverQuery) async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.discover(query)
        }
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message")
    func unauthorised() async {
        transport.stub(
            path: "/discover/movie",
            statusCode: 401,
            body: Data(#"{"success":false,"status_code":7,"status_message":"Invalid API key."}"#.utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key.")) {
            try await dataSource.discover(Self.dramas)
        }
    }

    @Test("TMDb's 429 becomes rate limited with TMDb's message")
    func rateLimited() async {
        transport.stub(
            path: "/discover/tv",
            statusCode: 429,
            body: Data(#"{"status_code":25,"status_message":"Your request count is over the allowed limit."}"#.utf8),
            headers: ["retry-after": "2"]
        )
        await #expect(throws: DataAccessError.rateLimited("Your request count is over the allowed limit.")) {
            try await dataSource.discover(Self.crime)
        }
    }

    @Test("a body that does not decode becomes an invalid response naming the endpoint")
    func garbage() async {
        transport.stub(path: "/discover/movie", body: Data("<html>oops</html>".utf8))
        await #expect {
            try await dataSource.discover(Self.dramas)
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DataAccessError else { return false }
            return message?.contains("/discover/movie") == true
        }
    }

    @Test("TMDb's server error or no answer at all becomes unreachable")
    func unreachable() async {
        transport.stub(path: "/discover/tv", statusCode: 503, body: Data())
        await #expect {
            try await dataSource.discover(Self.crime)
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
        transport.stub(path: "/discover/tv", error: .unreachable("connection refused"))
        await #expect(throws: DataAccessError.unreachable("TMDb could not be reached: connection refused")) {
            try await dataSource.discover(Self.crime)
        }
    }
}
