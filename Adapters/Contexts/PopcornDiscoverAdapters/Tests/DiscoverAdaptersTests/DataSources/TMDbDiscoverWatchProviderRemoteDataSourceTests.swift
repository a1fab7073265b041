import CoreDomain
import DiscoverAdapters
import DiscoverDomain
import Foundation
import TMDbKit
import TMDbKitTesting
import Testing

@Suite("TMDbDiscoverWatchProviderRemoteDataSource")
struct TMDbDiscoverWatchProviderRemoteDataSourceTests {
    let transport = StubTMDbTransport()
    let dataSource: TMDbDiscoverWatchProviderRemoteDataSource

    init() {
        dataSource = TMDbDiscoverWatchProviderRemoteDataSource(
            client: TMDbClient(transport: transport), language: "en-GB")
    }

    @Test("series' services are asked on /watch/providers/tv in the language, then the region")
    func seriesRequest() async throws {
        transport.stub(path: "/watch/providers/tv", body: try Fixture.data("watch-providers-tv-gb"))

        _ = try await dataSource.watchProviders(for: .tvSeries, region: "GB")

        let request = try #require(transport.requests.count == 1 ? transport.requests.first : nil)
        #expect(request.path == "/watch/providers/tv")
        #expect(
            request.queryItems == [
                URLQueryItem(name: "language", value: "en-GB"), URLQueryItem(name: "watch_region", value: "GB"),
            ])
    }

    @Test("each service keeps TMDb's order, with the region's priority, else TMDb's; a nameless one is dropped")
    func services() async throws {
        transport.stub(path: "/watch/providers/tv", body: try Fixture.data("watch-providers-tv-gb"))

        let providers = try await dataSource.watchProviders(for: .tvSeries, region: "GB")

        #expect(providers.map(\.id) == [7001, 7002, 7003])
        #expect(providers.map(\.name) == ["Host Plus", "Socket TV", "Port Stream"])
        #expect(providers.map(\.displayPriority) == [7, 1, 3])
        #expect(
            providers.map(\.logoPath) == [
                URL(string: "/hostLogoFixture.jpg"), nil, URL(string: "/portLogoFixture.jpg"),
            ])
    }

    @Test("movies' services are asked on /watch/providers/movie")
    func movieRequest() async throws {
        transport.stub(path: "/watch/providers/movie", body: Data(#"{"results":[]}"#.utf8))

        #expect(try await dataSource.watchProviders(for: .movie, region: "US").isEmpty)
        #expect(transport.requests.map(\.path) == ["/watch/providers/movie"])
        #expect(transport.requests.first?.queryValue("watch_region") == "US")
    }

    @Test("a list TMDb does not answer (the offline catalog's 404) becomes not found")
    func notFound() async {
        await #expect(throws: DataAccessError.notFound) {
            try await dataSource.watchProviders(for: .movie, region: "GB")
        }
    }
}
