import CoreDomain
import Foundation
import SearchAdapters
import SearchDomain
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbMediaSearchRemoteDataSource")
struct TMDbMediaSearchRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbMediaSearchRemoteDataSource

    init() {
        dataSource = TMDbMediaSearchRemoteDataSource(client: TMDbClient(transport: transport), language: "fr-FR")
    }

    /// The one request sent; fails the test when there was not exactly one.
    private func sentRequest() throws -> TMDbRequest {
        try #require(transport.requests.count == 1 ? transport.requests.first : nil)
    }

    /// The one request sent, as its path and query; fails the test when there was not exactly one.
    private func sent() throws -> (path: String, query: [String: String]) {
        let request = try sentRequest()
        return (request.path, Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value ?? "") }))
    }

    @Test("every kind at once is searched at /search/multi with the query, page and language")
    func multiSearchRequest() async throws {
        transport.stub(path: "/search/multi", body: try Fixture.data("search-multi-mixed"))
        _ = try await dataSource.search(MediaSearchQuery(text: "fight", kind: .all, page: 2))
        let sent = try sent()
        #expect(sent.path == "/search/multi")
        #expect(sent.query == ["query": "fight", "page": "2", "language": "fr-FR"])
    }

    @Test("a multi-search page maps its movies, series and people in TMDb's order, the collection left out")
    func multiSearchPage() async throws {
        transport.stub(path: "/search/multi", body: try Fixture.data("search-multi-mixed"))
        let page = try await dataSource.search(MediaSearchQuery(text: "fight"))
        #expect(page.page == 1)
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 27)
        #expect(page.results.map(\.kind) == [.movie, .tvSeries, .person, .movie, .tvSeries, .person])
        #expect(
            page.results.map(\.title) == [
                "Fight Club", "Breaking Bad", "Brad Pitt", "Untitled Fight Documentary", "Fight Night Live",
                "Fight Coordinator",
            ])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 939_945_600))
        #expect(page.results.dropFirst(2).first.map(Self.knownForTitles) == ["Fight Club", "Friends"])
    }

    @Test("an IMDb id is looked up at /find with external_source=imdb_id and the language, one request")
    func findRequest() async throws {
        transport.stub(path: "/find/tt0137523", body: try Fixture.data("find-imdb-tt0137523"))
        _ = try await dataSource.find(try #require(IMDbID("tt0137523")))
        let sent = try sent()
        #expect(sent.path == "/find/tt0137523")
        #expect(sent.query == ["external_source": "imdb_id", "language": "fr-FR"])
    }

    @Test("what /find gives is one page: its movies, then its series, then its people")
    func findPage() async throws {
        transport.stub(path: "/find/tt0137523", body: try Fixture.data("find-imdb-tt0137523"))
        let page = try await dataSource.find(try #require(IMDbID("tt0137523")))
        #expect(page.page == 1 && page.totalPages == 1 && page.totalResults == 2)
        #expect(page.results.map(\.kind) == [.movie, .tvSeries])
        #expect(page.results.map(\.id) == [550, 99999])
        #expect(page.results.first?.title == "Fight Club")
    }

    @Test("a movie search goes to /search/movie with the year")
    func movieSearch() async throws {
        transport.stub(path: "/search/movie", body: try Fixture.data("search-movie-fight-club"))
        let page = try await dataSource.search(MediaSearchQuery(text: "fight club", kind: .movie, year: 1999, page: 1))
        let sent = try sent()
        #expect(sent.path == "/search/movie")
        #expect(sent.query == ["query": "fight club", "year": "1999", "page": "1", "language": "fr-FR"])
        #expect(page.results.map(\.kind) == [.movie, .movie, .movie])
        #expect(page.results.map(\.id) == [550, 999_311, 999_312])
        #expect(page.results.first?.originalTitle == "Fight Club")
    }

    @Test("a movie search without a year sends none")
    func movieSearchWithoutYear() async throws {
        transport.stub(path: "/search/movie", body: try Fixture.data("search-movie-fight-club"))
        _ = try await dataSource.search(MediaSearchQuery(text: "fight club", kind: .movie))
        #expect(try sent().query == ["query": "fight club", "page": "1", "language": "fr-FR"])
    }

    @Test("a series search goes to /search/tv with the year as first_air_date_year")
    func seriesSearch() async throws {
        transport.stub(path: "/search/tv", body: try Fixture.data("search-tv-breaking-bad"))
        let page = try await dataSource.search(
            MediaSearchQuery(text: "breaking bad", kind: .tvSeries, year: 2008, page: 3))
        let sent = try sent()
        #expect(sent.path == "/search/tv")
        #expect(
            sent.query == ["query": "breaking bad", "first_air_date_year": "2008", "page": "3", "language": "fr-FR"])
        #expect(page.results.map(\.kind) == [.tvSeries, .tvSeries, .tvSeries])
        #expect(page.results.first?.date == Date(timeIntervalSince1970: 1_200_787_200))
        #expect(page.results.dropFirst().first?.originalTitle == "Metástasis")
    }

    @Test("a series search without a year sends none")
    func seriesSearchWithoutYear() async throws {
        transport.stub(path: "/search/tv", body: try Fixture.data("search-tv-breaking-bad"))
        _ = try await dataSource.search(MediaSearchQuery(text: "breaking bad", kind: .tvSeries))
        #expect(try sent().query == ["query": "breaking bad", "page": "1", "language": "fr-FR"])
    }

    @Test("a person search goes to /search/person with no year, even when one is given")
    func personSearch() async throws {
        transport.stub(path: "/search/person", body: try Fixture.data("search-person-pitt"))
        let page = try await dataSource.search(MediaSearchQuery(text: "pitt", kind: .person, year: 1963, page: 2))
        let sent = try sent()
        #expect(sent.path == "/search/person")
        #expect(sent.query == ["query": "pitt", "page": "2", "language": "fr-FR"])
        #expect(page.page == 2)
        #expect(page.totalResults == 68)
        #expect(page.results.map(\.kind) == [.person, .person, .person, .person])
        #expect(page.results.map(\.title) == ["Brad Pitt", "Ingrid Pitt", "Alex Pitt", "Sam Pitt"])
    }

    @Test("a multi-search sends no year, even when one is given")
    func multiSearchWithoutYear() async throws {
        transport.stub(path: "/search/multi", body: try Fixture.data("search-multi-mixed"))
        _ = try await dataSource.search(MediaSearchQuery(text: "fight", kind: .all, year: 1999))
        #expect(try sent().query == ["query": "fight", "page": "1", "language": "fr-FR"])
    }

    @Test(
        "accented and non-Latin queries reach TMDb in composed Unicode form (NFC), scalar for scalar",
        arguments: ["Amélie", "Ame\u{301}lie", "千と千尋の神隠し", "Léon: The Professional & co?"], RemoteCall.allCases)
    func unicodeQuery(text: String, call: RemoteCall) async throws {
        _ = try? await call.send(to: dataSource, text: text)
        let request = try sentRequest()
        #expect(request.path == call.path)
        let query = try #require(request.queryValue("query"))
        #expect(Array(query.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    @Test("a decomposed é is sent composed, as one scalar", arguments: RemoteCall.allCases)
    func decomposedQueryIsComposed(call: RemoteCall) async throws {
        _ = try? await call.send(to: dataSource, text: "Ame\u{301}lie")
        let query = try #require(try sentRequest().queryValue("query"))
        #expect(query.unicodeScalars.map(\.value) == [65, 109, 0xE9, 108, 105, 101])
    }

    @Test("an accented query's results map from the page TMDb answers")
    func unicodeQueryAnswered() async throws {
        transport.stub(path: "/search/tv", body: try Fixture.data("search-tv-breaking-bad"))
        let page = try await dataSource.search(MediaSearchQuery(text: "Metástasis", kind: .tvSeries))
        #expect(try sentRequest().queryValue("query") == "Metástasis")
        #expect(page.results.map(\.id) == [1396, 61355, 999_321])
    }

    @Test("TMDb's 404 becomes not found", arguments: RemoteCall.allCases)
    func notFound(call: RemoteCall) async {
        await #expect(throws: DataAccessError.notFound) {
            try await call.send(to: dataSource)
        }
        #expect(transport.requests.map(\.path) == [call.path])
    }

    @Test("TMDb's 401 becomes unauthorised with TMDb's message", arguments: RemoteCall.allCases)
    func unauthorised(call: RemoteCall) async {
        transport.stub(
            path: call.path,
            statusCode: 401,
            body: Data(
                #"{"success":false,"status_code":7,"status_message":"Invalid API key: You must be granted a valid key."}"#
                    .utf8)
        )
        await #expect(throws: DataAccessError.unauthorised("Invalid API key: You must be granted a valid key.")) {
            try await call.send(to: dataSource)
        }
    }

    @Test("TMDb's 429 becomes rate limited with TMDb's message", arguments: RemoteCall.allCases)
    func rateLimited(call: RemoteCall) async {
        transport.stub(
            path: call.path,
            statusCode: 429,
            body: Data(#"{"status_code":25,"status_message":"Your request count is over the allowed limit."}"#.utf8),
            headers: ["retry-after": "2"]
        )
        await #expect(throws: DataAccessError.rateLimited("Your request count is over the allowed limit.")) {
            try await call.send(to: dataSource)
        }
    }

    @Test("a body that does not decode becomes an invalid response naming the endpoint", arguments: RemoteCall.allCases)
    func garbage(call: RemoteCall) async {
        transport.stub(path: call.path, body: Data("<html>oops</html>".utf8))
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DataAccessError else { return false }
            return message?.contains(call.path) == true
        }
    }

    @Test("TMDb's server error or no answer at all becomes unreachable", arguments: RemoteCall.allCases)
    func unreachable(call: RemoteCall) async {
        transport.stub(path: call.path, statusCode: 503, body: Data())
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
        transport.stub(path: call.path, error: .unreachable("connection refused"))
        await #expect(throws: DataAccessError.unreachable("TMDb could not be reached: connection refused")) {
            try await call.send(to: dataSource)
        }
    }

    /// The titles a person result is known for; the field-by-field mapping is TMDbAdapterKit's to test.
    private static func knownForTitles(_ preview: MediaPreview) -> [String] {
        guard case .person(let person) = preview else { return [] }
        return person.knownFor.map(\.title)
    }
}
