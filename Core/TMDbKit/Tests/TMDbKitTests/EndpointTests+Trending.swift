import Foundation
import TMDbKitTesting
import Testing

@testable import TMDbKit

/// The trending endpoints: `/trending/{all|movie|tv|person}/{day|week}` with the page and language,
/// each decoding TMDb's rows into the DTO its kind has elsewhere.
extension EndpointTests {
    @Test(arguments: zip(TMDbTrendingWindow.allCases, ["/trending/all/day", "/trending/all/week"]))
    func trendingAllAsksForTheWindowsPathPageAndLanguage(window: TMDbTrendingWindow, path: String) {
        let endpoint = Endpoint.trendingAll(window: window, page: 3, language: "fr-FR")

        #expect(endpoint.path == path)
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "page", value: "3"), URLQueryItem(name: "language", value: "fr-FR"),
            ])
    }

    @Test func trendingOfOneKindAsksForThatKindsPath() {
        #expect(Endpoint.trendingMovies(window: .day, page: 1, language: nil).path == "/trending/movie/day")
        #expect(Endpoint.trendingTVSeries(window: .week, page: 1, language: nil).path == "/trending/tv/week")
        #expect(Endpoint.trendingPeople(window: .week, page: 1, language: nil).path == "/trending/person/week")
        #expect(Endpoint.trendingPeople(window: .day, page: 1, language: nil).path == "/trending/person/day")
    }

    @Test func trendingSendsThePageAndOmitsAMissingLanguage() {
        let items = [URLQueryItem(name: "page", value: "2")]

        #expect(Endpoint.trendingAll(window: .day, page: 2, language: nil).queryItems == items)
        #expect(Endpoint.trendingMovies(window: .day, page: 2, language: "").queryItems == items)
        #expect(Endpoint.trendingTVSeries(window: .week, page: 2, language: nil).queryItems == items)
        #expect(
            Endpoint.trendingPeople(window: .week, page: 2, language: "de").queryItems
                == items + [URLQueryItem(name: "language", value: "de")])
    }

    @Test func trendingAllDecodesEachRowByItsMediaTypeKeepingAnUnknownKindAndDroppingAMalformedRow()
        async throws
    {
        let transport = StubTMDbTransport()
        transport.stub(path: "/trending/all/day", body: try Fixture.data("trending-all-day"))

        let page = try await TMDbClient(transport: transport).get(
            .trendingAll(window: .day, page: 1, language: "en-US"))

        #expect(page.totalPages == 50)
        #expect(page.totalResults == 1000)
        #expect(page.results.count == 4)
        guard case .movie(let movie) = page.results[0], case .tvSeries(let series) = page.results[1],
            case .person(let person) = page.results[2], case .other(let mediaType, let id) = page.results[3]
        else {
            Issue.record("unexpected kinds: \(page.results)")
            return
        }
        #expect(movie.title == "Dune: Part Two")
        #expect(movie.releaseDate == "2024-02-27")
        #expect(series.name == "Stranger Things")
        #expect(series.originCountry == ["US"])
        #expect(person.name == "Zendaya")
        #expect(person.knownFor?.map(\.id) == [693134])
        #expect(mediaType == "podcast")
        #expect(id == 990001)
        #expect(transport.requests.map(\.path) == ["/trending/all/day"])
    }

    @Test func trendingTVSeriesDecodesItsRowsAsSeriesListItemsWhateverTheirMediaType() async throws {
        let transport = StubTMDbTransport()
        transport.stub(path: "/trending/tv/week", body: try Fixture.data("trending-tv-week"))

        let page = try await TMDbClient(transport: transport).get(
            .trendingTVSeries(window: .week, page: 2, language: nil))

        #expect(page.page == 2)
        #expect(page.totalResults == 140)
        #expect(page.results.map(\.id) == [1399, 95396])
        #expect(page.results.map(\.name) == ["Game of Thrones", "Severance"])
        #expect(page.results.last?.backdropPath == nil)
    }
}
