import CoreApplication
import CoreDomain
import CoreDomainTestHelpers
import Foundation
import MoviesApplication
import TVSeriesApplication
import Testing
import WatchlistAdapters
import WatchlistDomain

@Suite("WatchlistTitleProvider")
struct WatchlistTitleProviderTests {
    let movieID = WatchlistItemID(kind: .movie, tmdbID: 550)
    let seriesID = WatchlistItemID(kind: .tvSeries, tmdbID: 1396)

    func provider(
        movies: MockFetchMovieDetailsUseCase = MockFetchMovieDetailsUseCase(),
        series: MockFetchTVSeriesDetailsUseCase = MockFetchTVSeriesDetailsUseCase()
    ) -> WatchlistTitleProvider {
        WatchlistTitleProvider(movieDetails: movies, tvSeriesDetails: series, region: "GB")
    }

    @Test("a movie is its details' title, release date, poster path and rating")
    func movie() async throws {
        let movies = MockFetchMovieDetailsUseCase(.success(.mock()))

        let title = try await provider(movies: movies).title(movieID)

        #expect(
            title
                == WatchlistTitle(
                    id: movieID, title: "Fight Club", releaseDate: .mockDay(year: 1999, month: 10, day: 15),
                    posterPath: URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"), voteAverage: 8.438))
    }

    @Test("a movie's details are asked for alone, without any part, for the reader's region")
    func movieWithoutParts() async throws {
        let movies = MockFetchMovieDetailsUseCase(.success(.mock()))
        let series = MockFetchTVSeriesDetailsUseCase()

        _ = try await provider(movies: movies, series: series).title(movieID)

        #expect(movies.calledWith == [.init(id: 550, region: "GB", parts: [])])
        #expect(series.calledWith.isEmpty)
    }

    @Test("a series is its details' name, first air date, poster path and rating")
    func series() async throws {
        let series = MockFetchTVSeriesDetailsUseCase(.success(.mock()))

        let title = try await provider(series: series).title(seriesID)

        #expect(
            title
                == WatchlistTitle(
                    id: seriesID, title: "Breaking Bad", releaseDate: .mockDay(year: 2008, month: 1, day: 20),
                    posterPath: URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"), voteAverage: 8.9))
    }

    @Test("a series' details are asked for alone, without any part, for the reader's region")
    func seriesWithoutParts() async throws {
        let movies = MockFetchMovieDetailsUseCase()
        let series = MockFetchTVSeriesDetailsUseCase(.success(.mock()))

        _ = try await provider(movies: movies, series: series).title(seriesID)

        #expect(series.calledWith == [.init(id: 1396, region: "GB", parts: [])])
        #expect(movies.calledWith.isEmpty)
    }

    @Test("a title without a date, poster or rating is kept without them")
    func missingValues() async throws {
        let movies = MockFetchMovieDetailsUseCase(
            .success(.mock(releaseDate: nil, posterURLSet: nil, voteAverage: nil)))
        let series = MockFetchTVSeriesDetailsUseCase(
            .success(.mock(firstAirDate: nil, posterURLSet: nil, voteAverage: nil)))
        let provider = provider(movies: movies, series: series)

        #expect(try await provider.title(movieID) == WatchlistTitle(id: movieID, title: "Fight Club"))
        #expect(try await provider.title(seriesID) == WatchlistTitle(id: seriesID, title: "Breaking Bad"))
    }

    @Test(
        "a movie's details that cannot be had throw their cause",
        arguments: [
            (FetchError.notFound, DataAccessError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unknown(.unreachable("TMDb could not be reached")), .unreachable("TMDb could not be reached")),
            (.unknown(nil), .unknown(nil)),
        ])
    func movieFailure(error: FetchError, cause: DataAccessError) async {
        let movies = MockFetchMovieDetailsUseCase(.failure(error))

        await #expect(throws: cause) {
            try await provider(movies: movies).title(movieID)
        }
    }

    @Test(
        "a series' details that cannot be had throw their cause",
        arguments: [
            (FetchError.notFound, DataAccessError.notFound),
            (.unauthorised("Invalid API key"), .unauthorised("Invalid API key")),
            (.unknown(.rateLimited("slow down")), .rateLimited("slow down")),
        ])
    func seriesFailure(error: FetchError, cause: DataAccessError) async {
        let series = MockFetchTVSeriesDetailsUseCase(.failure(error))

        await #expect(throws: cause) {
            try await provider(series: series).title(seriesID)
        }
    }
}
