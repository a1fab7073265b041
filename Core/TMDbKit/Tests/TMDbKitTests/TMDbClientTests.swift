import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

@Suite struct TMDbClientTests {
    let transport: StubTMDbTransport
    let client: TMDbClient

    init() {
        transport = StubTMDbTransport()
        client = TMDbClient(transport: transport)
    }

    @Test func decodesASuccessfulResponse() async throws {
        transport.stub(path: "/movie/550", body: try Fixture.data("movie-details-550"))

        let movie = try await client.get(.movieDetails(id: 550, language: "en-US"))

        #expect(movie.title == "Fight Club")
        #expect(
            transport.requests == [
                TMDbRequest(path: "/movie/550", queryItems: [URLQueryItem(name: "language", value: "en-US")])
            ])
    }

    @Test func decodesATVEpisodeFromItsSeasonAndEpisodePath() async throws {
        transport.stub(path: "/tv/1396/season/1/episode/1", body: try Fixture.data("tv-episode-1396-1-1"))

        let episode = try await client.get(
            .tvEpisodeDetails(seriesID: 1396, seasonNumber: 1, episodeNumber: 1, language: nil))

        #expect(episode.name == "Pilot")
        #expect(episode.showID == nil)
        #expect(transport.requests == [TMDbRequest(path: "/tv/1396/season/1/episode/1")])
    }

    @Test func sendsTheEndpointsPathAndQuery() async throws {
        transport.stub(path: "/search/movie", body: try Fixture.data("search-movie-matrix"))

        let page = try await client.get(.searchMovies(query: "matrix", year: 1999, page: 2, language: nil))

        #expect(page.results.count == 2)
        #expect(transport.requestCount == 1)
        #expect(
            transport.requests.first?.queryItems == [
                URLQueryItem(name: "query", value: "matrix"), URLQueryItem(name: "year", value: "1999"),
                URLQueryItem(name: "page", value: "2"),
            ]
        )
    }

    @Test func decodesAMultiSearchPageThroughTheClient() async throws {
        transport.stub(path: "/search/multi", body: try Fixture.data("search-multi-mixed"))

        let page = try await client.get(.searchMulti(query: "pitt", page: 1, language: "en-US"))

        #expect(page.results.count == 9)
        #expect(page.results[3] == .other(mediaType: "collection", id: 10))
        #expect(
            transport.requests == [
                TMDbRequest(
                    path: "/search/multi",
                    queryItems: [
                        URLQueryItem(name: "query", value: "pitt"), URLQueryItem(name: "page", value: "1"),
                        URLQueryItem(name: "language", value: "en-US"),
                    ])
            ])
    }

    @Test(arguments: [401, 403])
    func mapsRefusedCredentialsToUnauthorizedWithTMDbsMessage(statusCode: Int) async throws {
        transport.stub(path: "/configuration", statusCode: statusCode, body: try Fixture.data("error-401"))

        let error = await #expect(throws: TMDbError.self) { try await client.get(.configuration) }

        #expect(
            error
                == .unauthorized(
                    TMDbStatus(
                        httpStatus: statusCode, statusCode: 7,
                        statusMessage: "Invalid API key: You must be granted a valid key."))
        )
    }

    @Test func mapsA404ToNotFound() async throws {
        transport.stub(path: "/movie/1", statusCode: 404, body: try Fixture.data("error-404"))

        let error = await #expect(throws: TMDbError.self) { try await client.get(.movieCredits(id: 1, language: nil)) }

        #expect(
            error
                == .notFound(
                    TMDbStatus(
                        httpStatus: 404, statusCode: 34, statusMessage: "The resource you requested could not be found."
                    )
                )
        )
    }

    @Test func answersAnUnstubbedPathWithTMDbsNotFound() async {
        let error = await #expect(throws: TMDbError.self) { try await client.get(.movieDetails(id: 2, language: nil)) }

        guard case .notFound(let status) = error else {
            Issue.record("expected notFound, got \(String(describing: error))")
            return
        }
        #expect(status.statusCode == 34)
    }

    @Test func mapsA429ToRateLimitedWithRetryAfter() async {
        transport.stub(
            path: "/movie/popular", statusCode: 429,
            body: Data(
                #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of 40."}"#.utf8),
            headers: ["Retry-After": "2"])

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieList(.popular, page: 1, language: nil))
        }

        #expect(
            error
                == .rateLimited(
                    TMDbStatus(
                        httpStatus: 429, statusCode: 25,
                        statusMessage: "Your request count (41) is over the allowed limit of 40."),
                    retryAfter: 2)
        )
    }

    @Test func leavesRetryAfterNilWhenItIsAnHTTPDate() async {
        transport.stub(
            path: "/movie/popular", statusCode: 429, body: Data(),
            headers: ["retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"])

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieList(.popular, page: 1, language: nil))
        }

        #expect(error == .rateLimited(TMDbStatus(httpStatus: 429), retryAfter: nil))
    }

    @Test(arguments: [500, 502, 503, 504])
    func mapsA5xxToServer(statusCode: Int) async {
        transport.stub(path: "/configuration", statusCode: statusCode, body: Data("<html>Bad Gateway</html>".utf8))

        let error = await #expect(throws: TMDbError.self) { try await client.get(.configuration) }

        #expect(error == .server(TMDbStatus(httpStatus: statusCode, statusCode: nil, statusMessage: nil)))
    }

    @Test(arguments: [301, 400, 405, 422])
    func mapsAnyOtherStatusToHTTP(statusCode: Int) async {
        transport.stub(
            path: "/movie/popular", statusCode: statusCode,
            body: Data(#"{"success":false,"status_code":22,"status_message":"Invalid page."}"#.utf8))

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieList(.popular, page: 0, language: nil))
        }

        #expect(error == .http(TMDbStatus(httpStatus: statusCode, statusCode: 22, statusMessage: "Invalid page.")))
    }

    @Test func reportsANonJSONSuccessBodyAsADecodingErrorNamingThePath() async {
        transport.stub(path: "/movie/550", statusCode: 200, body: Data("<html>captive portal</html>".utf8))

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieDetails(id: 550, language: nil))
        }

        #expect(error == .decoding(path: "/movie/550", description: "not valid JSON"))
    }

    @Test func namesTheFailingKeyWithoutDumpingTheBody() async {
        transport.stub(path: "/movie/550/credits", json: #"{"id": "secret-body-content", "cast": []}"#)

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieCredits(id: 550, language: nil))
        }

        guard case .decoding(let path, let description) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(path == "/movie/550/credits")
        #expect(description.hasPrefix("id: "))
        #expect(!description.contains("secret-body-content"))
    }

    @Test func namesAMissingRequiredKey() async {
        transport.stub(path: "/movie/550", json: #"{"id": 550}"#)

        let error = await #expect(throws: TMDbError.self) {
            try await client.get(.movieDetails(id: 550, language: nil))
        }

        #expect(error == .decoding(path: "/movie/550", description: "missing key 'title'"))
    }

    @Test func passesATransportErrorThrough() async {
        transport.stub(path: "/configuration", error: .unreachable("timed out"))

        let error = await #expect(throws: TMDbError.self) { try await client.get(.configuration) }

        #expect(error == .unreachable("timed out"))
    }

    @Test func acceptsAny2xxStatus() async throws {
        transport.stub(path: "/configuration", statusCode: 203, body: try Fixture.data("configuration"))

        let configuration = try await client.get(.configuration)

        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
    }
}
