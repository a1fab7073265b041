import CoreDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing
import TrendingAdapters
import TrendingDomain

@Suite("TMDbTrendingMediaRemoteDataSource")
struct TMDbTrendingMediaRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbTrendingMediaRemoteDataSource

    init() {
        dataSource = TMDbTrendingMediaRemoteDataSource(client: TMDbClient(transport: transport), language: "fr-FR")
    }

    /// The one request sent, as its path and query; fails the test when there was not exactly one.
    private func sent() throws -> (path: String, query: [String: String]) {
        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        return (request.path, Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value ?? "") }))
    }

    @Test(
        "each kind and window is read at /trending/{kind}/{window} with the page and language",
        arguments: TrendingCall.allCases, TrendingTimeWindow.allCases)
    func request(call: TrendingCall, window: TrendingTimeWindow) async throws {
        transport.stub(path: call.path(window), json: #"{"page":4,"results":[],"total_pages":9,"total_results":170}"#)

        let page = try await call.send(to: dataSource, window: window, page: 4)

        let sent = try sent()
        #expect(sent.path == call.path(window))
        #expect(sent.query == ["page": "4", "language": "fr-FR"])
        #expect(page == MediaPreviewPage(page: 4, totalPages: 9, totalResults: 170, results: []))
    }

    @Test("a mixed page maps its movies, series and people in TMDb's order, the unknown kind left out, totals kept")
    func allPage() async throws {
        transport.stub(path: "/trending/all/day", body: try Fixture.data("trending-all-day"))

        let page = try await dataSource.trending(TrendingQuery())

        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 10000)
        #expect(page.results.map(\.kind) == [.movie, .tvSeries, .person, .movie])
        #expect(
            page.results.map(\.title) == [
                "Interstellar", "The Last of Us", "Pedro Pascal", "Untitled Trending Short",
            ])
        #expect(page.results.map(\.id) == [157336, 100088, 1_253_360, 880003])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 1_415_145_600))
        #expect(page.results.dropFirst().first?.date == Date(timeIntervalSince1970: 1_673_740_800))
    }

    @Test("a trending person is known for the titles of kinds the domain knows only")
    func personKnownFor() async throws {
        transport.stub(path: "/trending/all/day", body: try Fixture.data("trending-all-day"))

        let page = try await dataSource.trending(TrendingQuery())

        guard case .person(let person) = page.results.dropFirst(2).first else {
            Issue.record("the third result is not a person: \(page.results)")
            return
        }
        #expect(person.knownFor.map(\.title) == ["The Last of Us"])
        #expect(person.knownForDepartment == "Acting")
        #expect(person.gender == .male)
    }

    @Test("TMDb's empty strings in a trending row read as nothing")
    func emptyStrings() async throws {
        transport.stub(path: "/trending/all/day", body: try Fixture.data("trending-all-day"))

        let page = try await dataSource.trending(TrendingQuery())

        guard case .movie(let movie) = page.results.last else {
            Issue.record("the last result is not a movie: \(page.results)")
            return
        }
        #expect(movie.originalTitle == nil)
        #expect(movie.overview == nil)
        #expect(movie.releaseDate == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.posterPath == nil)
    }

    @Test("a week of movies maps each row as a movie")
    func moviePage() async throws {
        transport.stub(path: "/trending/movie/week", body: try Fixture.data("trending-movie-week"))

        let page = try await dataSource.trending(TrendingQuery(kind: .movie, timeWindow: .week, page: 2))

        #expect(page.page == 2)
        #expect(page.results.map(\.kind) == [.movie, .movie])
        #expect(page.results.map(\.id) == [872585, 129])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 1_689_724_800))
        #expect(page.results.last?.originalTitle == "千と千尋の神隠し")
    }

    @Test("a day of series maps each row as a series")
    func seriesPage() async throws {
        transport.stub(path: "/trending/tv/day", body: try Fixture.data("trending-tv-day"))

        let page = try await dataSource.trending(TrendingQuery(kind: .tvSeries))

        #expect(page.results.map(\.kind) == [.tvSeries, .tvSeries])
        #expect(page.results.map(\.title) == ["Stranger Things", "Money Heist"])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 1_468_540_800))
        #expect(page.results.last?.originalTitle == "La casa de papel")
    }

    @Test("a week of people maps each row as a person, with what they are known for")
    func peoplePage() async throws {
        transport.stub(path: "/trending/person/week", body: try Fixture.data("trending-person-week"))

        let page = try await dataSource.trending(TrendingQuery(kind: .person, timeWindow: .week, page: 3))

        #expect(page.page == 3)
        #expect(page.results.map(\.kind) == [.person, .person])
        #expect(page.results.map(\.title) == ["Timothée Chalamet", "Vince Gilligan"])
        guard case .person(let first) = page.results.first, case .person(let second) = page.results.last else {
            Issue.record("not people: \(page.results)")
            return
        }
        #expect(first.knownFor.map(\.id) == [693134])
        #expect(second.knownFor.isEmpty)
        #expect(second.profilePath == nil)
    }

    @Test("TMDb's 404 becomes not found", arguments: TrendingCall.allCases)
    func notFound(call: TrendingCall) async {
        await #expect(throws: DataAccessError.notFound) {
            try await call.send(to: dataSource)
        }
        #expect(transport.requests.map(\.path) == [call.path()])
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message", arguments: TrendingCall.allCases)
    func unauthorised(call: TrendingCall) async {
        transport.stub(
            path: call.path(),
            statusCode: 401,
            body: Data(
                #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
                    .utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key: You must be granted a valid key.")) {
            try await call.send(to: dataSource)
        }
    }

    @Test("TMDb's 429 becomes rate limited with TMDb's message", arguments: TrendingCall.allCases)
    func rateLimited(call: TrendingCall) async {
        transport.stub(
            path: call.path(),
            statusCode: 429,
            body: Data(#"{"status_code":25,"status_message":"Your request count is over the allowed limit."}"#.utf8),
            headers: ["retry-after": "2"]
        )
        await #expect(throws: DataAccessError.rateLimited("Your request count is over the allowed limit.")) {
            try await call.send(to: dataSource)
        }
    }

    @Test(
        "a body that does not decode becomes an invalid response naming the endpoint", arguments: TrendingCall.allCases)
    func garbage(call: TrendingCall) async {
        transport.stub(path: call.path(), body: Data("<html>oops</html>".utf8))
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DataAccessError else { return false }
            return message?.contains(call.path()) == true
        }
    }

    @Test("TMDb's server error or no answer at all becomes unreachable", arguments: TrendingCall.allCases)
    func unreachable(call: TrendingCall) async {
        transport.stub(path: call.path(), statusCode: 503, body: Data())
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
        transport.stub(path: call.path(), error: .unreachable("connection refused"))
        await #expect(throws: DataAccessError.unreachable("TMDb could not be reached: connection refused")) {
            try await call.send(to: dataSource)
        }
    }
}
