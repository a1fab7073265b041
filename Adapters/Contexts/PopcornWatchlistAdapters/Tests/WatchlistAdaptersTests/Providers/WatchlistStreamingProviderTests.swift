import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import TVSeriesApplication
import Testing
import WatchlistAdapters
import WatchlistDomain

@Suite("WatchlistStreamingProvider")
struct WatchlistStreamingProviderTests {
    let movieID = WatchlistItemID(kind: .movie, tmdbID: 550)
    let seriesID = WatchlistItemID(kind: .tvSeries, tmdbID: 1396)

    func provider(
        movies: MockFetchMovieWatchProvidersUseCase = MockFetchMovieWatchProvidersUseCase(),
        series: MockFetchTVSeriesWatchProvidersUseCase = MockFetchTVSeriesWatchProvidersUseCase()
    ) -> WatchlistStreamingProvider {
        WatchlistStreamingProvider(movieOffers: movies, tvSeriesOffers: series)
    }

    @Test("a movie streams on its subscription, free and with-ads services, in that order; rent and buy are left out")
    func movie() async throws {
        let movies = MockFetchMovieWatchProvidersUseCase(
            .success(
                .offers(
                    flatRate: [(8, "Netflix"), (15, "Hulu")], rent: [(2, "Apple TV")], buy: [(3, "Google Play Movies")],
                    free: [(300, "Pluto TV")], ads: [(73, "Tubi TV")])))

        let services = try await provider(movies: movies).streamingServices(for: movieID, region: "US")

        #expect(
            services == [
                WatchlistStreamingService(id: 8, name: "Netflix", offer: .subscription),
                WatchlistStreamingService(id: 15, name: "Hulu", offer: .subscription),
                WatchlistStreamingService(id: 300, name: "Pluto TV", offer: .free),
                WatchlistStreamingService(id: 73, name: "Tubi TV", offer: .ads),
            ])
    }

    @Test("only the movie's offers are asked for, in the region given")
    func movieAlone() async throws {
        let movies = MockFetchMovieWatchProvidersUseCase(.success(.offers("GB")))
        let series = MockFetchTVSeriesWatchProvidersUseCase()

        _ = try await provider(movies: movies, series: series).streamingServices(for: movieID, region: "GB")

        #expect(movies.calledWith.map { $0.movieID } == [550])
        #expect(movies.calledWith.map { $0.region } == ["GB"])
        #expect(series.calledWith.isEmpty)
    }

    @Test("a series streams on its services, and only the series' offers are asked for")
    func series() async throws {
        let movies = MockFetchMovieWatchProvidersUseCase()
        let series = MockFetchTVSeriesWatchProvidersUseCase(.success(.offers(flatRate: [(8, "Netflix")])))

        let services = try await provider(movies: movies, series: series).streamingServices(for: seriesID, region: "US")

        #expect(services == [WatchlistStreamingService(id: 8, name: "Netflix", offer: .subscription)])
        #expect(series.calledWith.map { $0.tvSeriesID } == [1396])
        #expect(series.calledWith.map { $0.region } == ["US"])
        #expect(movies.calledWith.isEmpty)
    }

    @Test("a title only to rent or buy, or with no offers in the region, streams nowhere")
    func nothingToStream() async throws {
        let movies = MockFetchMovieWatchProvidersUseCase(
            .success(.offers(rent: [(2, "Apple TV")], buy: [(2, "Apple TV")])))
        let series = MockFetchTVSeriesWatchProvidersUseCase(.success(.offers()))
        let provider = provider(movies: movies, series: series)

        #expect(try await provider.streamingServices(for: movieID, region: "US").isEmpty)
        #expect(try await provider.streamingServices(for: seriesID, region: "US").isEmpty)
    }

    @Test(
        "a service TMDb lists twice for one kind of offer is kept once; once by subscription and once with ads, twice")
    func duplicates() async throws {
        let movies = MockFetchMovieWatchProvidersUseCase(
            .success(.offers(flatRate: [(386, "Peacock"), (386, "Peacock")], ads: [(386, "Peacock")])))

        let services = try await provider(movies: movies).streamingServices(for: movieID, region: "US")

        #expect(services.map(\.offer) == [.subscription, .ads])
    }

    @Test(
        "offers that cannot be had throw their cause",
        arguments: [
            (FetchError.notFound, DataAccessError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unknown(.unreachable("TMDb could not be reached")), .unreachable("TMDb could not be reached")),
        ])
    func failure(error: FetchError, cause: DataAccessError) async {
        let movies = MockFetchMovieWatchProvidersUseCase(.failure(error))
        let series = MockFetchTVSeriesWatchProvidersUseCase(.failure(error))
        let provider = provider(movies: movies, series: series)

        await #expect(throws: cause) {
            try await provider.streamingServices(for: movieID, region: "US")
        }
        await #expect(throws: cause) {
            try await provider.streamingServices(for: seriesID, region: "US")
        }
    }
}
