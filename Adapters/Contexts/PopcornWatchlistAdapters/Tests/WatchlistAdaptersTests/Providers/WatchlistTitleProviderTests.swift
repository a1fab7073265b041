import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesApplication
import MoviesTestHelpers
import TVSeriesApplication
import TVSeriesTestHelpers
import Testing
import WatchlistAdapters
import WatchlistDomain

@Suite("WatchlistTitleProvider")
struct WatchlistTitleProviderTests {
    let movieID = WatchlistItemID(kind: .movie, tmdbID: 550)
    let seriesID = WatchlistItemID(kind: .tvSeries, tmdbID: 1396)

    let fightClub = MovieSummary(
        id: 550, title: "Fight Club", releaseDate: .mockDay(year: 1999, month: 10, day: 15),
        posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), voteAverage: 8.438)
    let breakingBad = TVSeriesSummary(
        id: 1396, name: "Breaking Bad", firstAirDate: .mockDay(year: 2008, month: 1, day: 20),
        posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"), voteAverage: 8.9)

    func provider(
        movies: MockFetchMovieSummaryUseCase = MockFetchMovieSummaryUseCase(),
        series: MockFetchTVSeriesSummaryUseCase = MockFetchTVSeriesSummaryUseCase()
    ) -> WatchlistTitleProvider {
        WatchlistTitleProvider(movieSummary: movies, tvSeriesSummary: series)
    }

    @Test("a movie is its summary's title, release date, poster path as TMDb gives it, and rating")
    func movie() async throws {
        let movies = MockFetchMovieSummaryUseCase(.success(fightClub))

        let title = try await provider(movies: movies).title(movieID)

        #expect(
            title
                == WatchlistTitle(
                    id: movieID, title: "Fight Club", releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), voteAverage: 8.438))
    }

    @Test("only the movie's summary is asked for")
    func movieAlone() async throws {
        let movies = MockFetchMovieSummaryUseCase(.success(fightClub))
        let series = MockFetchTVSeriesSummaryUseCase()

        _ = try await provider(movies: movies, series: series).title(movieID)

        #expect(movies.calledWith == [550])
        #expect(series.calledWith.isEmpty)
    }

    @Test("a series is its summary's name, first air date, poster path as TMDb gives it, and rating")
    func series() async throws {
        let series = MockFetchTVSeriesSummaryUseCase(.success(breakingBad))

        let title = try await provider(series: series).title(seriesID)

        #expect(
            title
                == WatchlistTitle(
                    id: seriesID, title: "Breaking Bad", releaseDate: .mockDay(year: 2008, month: 1, day: 20),
                    posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"), voteAverage: 8.9))
    }

    @Test("only the series' summary is asked for")
    func seriesAlone() async throws {
        let movies = MockFetchMovieSummaryUseCase()
        let series = MockFetchTVSeriesSummaryUseCase(.success(breakingBad))

        _ = try await provider(movies: movies, series: series).title(seriesID)

        #expect(series.calledWith == [1396])
        #expect(movies.calledWith.isEmpty)
    }

    @Test("a title without a date, poster or rating is kept without them")
    func missingValues() async throws {
        let movies = MockFetchMovieSummaryUseCase(.success(MovieSummary(id: 550, title: "Fight Club")))
        let series = MockFetchTVSeriesSummaryUseCase(.success(TVSeriesSummary(id: 1396, name: "Breaking Bad")))
        let provider = provider(movies: movies, series: series)

        #expect(try await provider.title(movieID) == WatchlistTitle(id: movieID, title: "Fight Club"))
        #expect(try await provider.title(seriesID) == WatchlistTitle(id: seriesID, title: "Breaking Bad"))
    }

    @Test(
        "a movie's summary that cannot be had throws its cause",
        arguments: [
            (FetchError.notFound, DataAccessError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unknown(.unreachable("TMDb could not be reached")), .unreachable("TMDb could not be reached")),
            (.unknown(nil), .unknown(nil)),
        ])
    func movieFailure(error: FetchError, cause: DataAccessError) async {
        let movies = MockFetchMovieSummaryUseCase(.failure(error))

        await #expect(throws: cause) {
            try await provider(movies: movies).title(movieID)
        }
    }

    @Test(
        "a series' summary that cannot be had throws its cause",
        arguments: [
            (FetchError.notFound, DataAccessError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unknown(.rateLimited("slow down")), .rateLimited("slow down")),
        ])
    func seriesFailure(error: FetchError, cause: DataAccessError) async {
        let series = MockFetchTVSeriesSummaryUseCase(.failure(error))

        await #expect(throws: cause) {
            try await provider(series: series).title(seriesID)
        }
    }
}
