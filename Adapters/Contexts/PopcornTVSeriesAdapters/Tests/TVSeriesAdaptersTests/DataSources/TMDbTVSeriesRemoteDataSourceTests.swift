import CoreDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import TVSeriesAdapters
import TVSeriesDomain
import Testing

@Suite("TMDbTVSeriesRemoteDataSource")
struct TMDbTVSeriesRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbTVSeriesRemoteDataSource

    init() {
        dataSource = TMDbTVSeriesRemoteDataSource(client: TMDbClient(transport: transport), language: "de-DE")
    }

    /// The one request sent, as its path and query; fails the test when there was not exactly one.
    private func sentRequest() throws -> (path: String, query: [String: String]) {
        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        return (request.path, Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value ?? "") }))
    }

    @Test("a series alone is one request to /tv/{id} in the configured language, appending nothing")
    func tvSeries() async throws {
        transport.stub(path: "/tv/1396", body: try Fixture.data("tv-details-1396"))
        let bundle = try await dataSource.tvSeries(withID: 1396, appending: [])
        #expect(bundle.tvSeries.name == "Breaking Bad")
        #expect(bundle.tvSeries.seasons?.count == 3)
        #expect(bundle.unansweredParts.isEmpty)
        let sent = try sentRequest()
        #expect(sent.path == "/tv/1396")
        #expect(sent.query == ["language": "de-DE"])
    }

    @Test("a screen is one request appending exactly the parts asked for, seasons last, and maps them all")
    func screen() async throws {
        transport.stub(path: "/tv/1396", body: try Fixture.data("tv-details-1396-appended"))
        let bundle = try await dataSource.tvSeries(
            withID: 1396,
            appending: [.season(1), .watchProviders, .credits, .images, .contentRatings, .keywords, .videos])
        #expect(bundle.credits?.cast.count == 3)
        #expect(bundle.contentRatings?.map(\.countryCode) == ["US", "AU", "DE", "FR"])
        #expect(bundle.images?.id == 1396)
        #expect(bundle.watchProviders?.map(\.countryCode) == ["GB", "US"])
        #expect(bundle.seasons[1]?.episodes?.count == 2)
        #expect(bundle.videos?.count == 1 && bundle.keywords?.count == 2)
        #expect(bundle.unansweredParts.isEmpty)
        let sent = try sentRequest()
        #expect(sent.path == "/tv/1396")
        #expect(
            sent.query == [
                "language": "de-DE",
                "append_to_response": "credits,content_ratings,images,watch/providers,videos,keywords,season/1",
                "include_image_language": "de,en,null",
                "include_video_language": "de,en",
            ])
    }

    @Test("a season alone is the series with only that season appended, without image languages")
    func season() async throws {
        transport.stub(path: "/tv/1396", body: try Fixture.data("tv-details-1396-appended"))
        let bundle = try await dataSource.tvSeries(withID: 1396, appending: [.season(1)])
        #expect(bundle.seasons[1]?.id == 3572)
        #expect(bundle.credits == nil)
        #expect(try sentRequest().query == ["language": "de-DE", "append_to_response": "season/1"])
    }

    @Test("parts and seasons the body lacks come back unanswered")
    func unanswered() async throws {
        transport.stub(path: "/tv/1396", body: try Fixture.data("tv-details-1396"))
        let bundle = try await dataSource.tvSeries(withID: 1396, appending: [.images, .season(9)])
        #expect(bundle.images == nil)
        #expect(bundle.seasons.isEmpty)
        #expect(bundle.unansweredParts == [.images, .season(9)])
    }

    @Test("further pages of recommendations and similar series ask their own endpoints with the page")
    func relatedPages() async throws {
        transport.stub(path: "/tv/1396/recommendations", body: try Fixture.data("tv-list-popular"))
        transport.stub(path: "/tv/1396/similar", body: try Fixture.data("tv-list-popular"))
        let recommendations = try await dataSource.recommendations(forTVSeries: 1396, page: 2)
        let similar = try await dataSource.similar(forTVSeries: 1396, page: 3)
        #expect(recommendations.results.map(\.id) == [1396, 99002])
        #expect(similar.results.map(\.id) == [1396, 99002])
        let sent = transport.requests.map { request in
            (request.path, Dictionary(uniqueKeysWithValues: request.queryItems.map { ($0.name, $0.value ?? "") }))
        }
        #expect(sent.map(\.0) == ["/tv/1396/recommendations", "/tv/1396/similar"])
        #expect(sent.map(\.1) == [["page": "2", "language": "de-DE"], ["page": "3", "language": "de-DE"]])
    }

    @Test("an episode is fetched from /tv/{id}/season/{n}/episode/{e}, the series standing in for its missing show id")
    func episode() async throws {
        transport.stub(path: "/tv/1396/season/5/episode/16", body: try Fixture.data("tv-episode-1396-5-16"))
        let episode = try await dataSource.episode(16, inSeason: 5, inTVSeries: 1396)
        #expect(episode.name == "Felina")
        #expect(episode.showID == 1396)
        let sent = try sentRequest()
        #expect(sent.path == "/tv/1396/season/5/episode/16")
        #expect(sent.query == ["language": "de-DE"])
    }

    @Test("an episode's credits are fetched from /tv/{id}/season/{n}/episode/{e}/credits and named by what was asked")
    func episodeCredits() async throws {
        transport.stub(
            path: "/tv/1396/season/1/episode/1/credits", body: try Fixture.data("tv-episode-credits-1396-1-1"))
        let credits = try await dataSource.episodeCredits(1, inSeason: 1, inTVSeries: 1396)
        #expect(credits.tvSeriesID == 1396)
        #expect(credits.seasonNumber == 1)
        #expect(credits.episodeNumber == 1)
        #expect(credits.episodeID == 62085)
        #expect(credits.cast.map(\.name) == ["Bryan Cranston", "Aaron Paul"])
        #expect(credits.guestStars.map(\.character) == ["Carmen Molina", "Emilio Koyama"])
        #expect(credits.crew.map(\.job) == ["Director", "Writer"])
        let sent = try sentRequest()
        #expect(sent.path == "/tv/1396/season/1/episode/1/credits")
        #expect(sent.query == ["language": "de-DE"])
    }

    @Test(
        "each list kind asks its own endpoint with the page and language",
        arguments: [
            (TVSeriesListKind.popular, "/tv/popular"), (.topRated, "/tv/top_rated"), (.onTheAir, "/tv/on_the_air"),
            (.airingToday, "/tv/airing_today"),
        ])
    func lists(kind: TVSeriesListKind, path: String) async throws {
        transport.stub(path: path, body: try Fixture.data("tv-list-popular"))
        let page = try await dataSource.tvSeries(in: kind, page: 3)
        #expect(page.results.map(\.id) == [1396, 99002])
        let sent = try sentRequest()
        #expect(sent.path == path)
        #expect(sent.query == ["page": "3", "language": "de-DE"])
    }

    @Test("a search sends the query, first air date year, page and language")
    func search() async throws {
        transport.stub(path: "/search/tv", body: try Fixture.data("tv-search-breaking-bad"))
        let page = try await dataSource.searchTVSeries(query: "breaking bad", firstAirDateYear: 2008, page: 2)
        #expect(page.page == 2)
        #expect(page.results.map(\.name) == ["Breaking Bad"])
        let sent = try sentRequest()
        #expect(sent.path == "/search/tv")
        #expect(
            sent.query == ["query": "breaking bad", "first_air_date_year": "2008", "page": "2", "language": "de-DE"])
    }

    @Test("a search without a year leaves first_air_date_year out")
    func searchWithoutYear() async throws {
        transport.stub(path: "/search/tv", body: try Fixture.data("tv-search-breaking-bad"))
        _ = try await dataSource.searchTVSeries(query: "breaking bad", firstAirDateYear: nil, page: 1)
        #expect(try sentRequest().query == ["query": "breaking bad", "page": "1", "language": "de-DE"])
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

    @Test("a body that does not decode becomes an invalid response", arguments: RemoteCall.allCases)
    func garbage(call: RemoteCall) async {
        transport.stub(path: call.path, body: Data("<html>oops</html>".utf8))
        await #expect {
            try await call.send(to: dataSource)
        } throws: { error in
            guard case .invalidResponse = error as? DataAccessError else { return false }
            return true
        }
    }

    @Test("no answer at all becomes unreachable")
    func unreachable() async {
        transport.stub(path: "/tv/1396", error: .unreachable("connection refused"))
        await #expect {
            try await dataSource.tvSeries(withID: 1396, appending: [])
        } throws: { error in
            guard case .unreachable = error as? DataAccessError else { return false }
            return true
        }
    }
}
