import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import MoviesTestHelpers
import TVSeriesApplication
import TVSeriesTestHelpers
import Testing
import TrackingAdapters
import TrackingDomain

@Suite("TrackingTitleProvider")
struct TrackingTitleProviderTests {
    /// 20 January 2008, midnight UTC, as TMDb's days are parsed.
    static let pilotAired = Date(timeIntervalSince1970: 1_200_787_200)

    static let seasonOne = TVSeasonDetails(
        id: 3572, name: "Season 1", seasonNumber: 1,
        episodes: [
            TVEpisodeDetails(id: 62_085, name: "Pilot", episodeNumber: 1, seasonNumber: 1, airDate: pilotAired),
            TVEpisodeDetails(id: 62_086, name: "", episodeNumber: 2, seasonNumber: 1, airDate: nil),
        ],
        tvSeriesID: 1396, tvSeriesName: "Breaking Bad")

    func provider(
        movie: MockFetchMovieSummaryUseCase = MockFetchMovieSummaryUseCase(),
        series: MockFetchTVSeriesSummaryUseCase = MockFetchTVSeriesSummaryUseCase(),
        season: MockFetchTVSeasonDetailsUseCase = MockFetchTVSeasonDetailsUseCase()
    ) -> TrackingTitleProvider {
        TrackingTitleProvider(movieSummary: movie, tvSeriesSummary: series, season: season)
    }

    @Test("a movie's title and a series' name come from their summaries")
    func names() async throws {
        let movie = MockFetchMovieSummaryUseCase(.success(MovieSummary(id: 550, title: "Fight Club")))
        let series = MockFetchTVSeriesSummaryUseCase(.success(TVSeriesSummary(id: 1396, name: "Breaking Bad")))
        let provider = provider(movie: movie, series: series)

        #expect(try await provider.movieTitle(id: 550) == "Fight Club")
        #expect(try await provider.seriesName(id: 1396) == "Breaking Bad")
        #expect(movie.calledWith == [550])
        #expect(series.calledWith == [1396])
    }

    @Test("a season's episodes come with their names and the UTC day each aired, from one request")
    func season() async throws {
        let season = MockFetchTVSeasonDetailsUseCase(.success(Self.seasonOne))

        let tracked = try await provider(season: season).season(1, ofSeries: 1396)

        #expect(season.calledWith.map(\.seasonNumber) == [1])
        #expect(season.calledWith.map(\.tvSeriesID) == [1396])
        #expect(
            tracked
                == TrackedSeason(
                    seriesID: 1396, seriesName: "Breaking Bad", seasonNumber: 1,
                    episodes: [
                        TrackedEpisode(episodeNumber: 1, name: "Pilot", airDay: WatchDay("2008-01-20")),
                        TrackedEpisode(episodeNumber: 2, name: nil, airDay: nil),
                    ]))
    }

    @Test("a season that does not name its series asks the series' summary for it")
    func seriesNameFallback() async throws {
        let unnamed = TVSeasonDetails(id: 3572, name: "Season 1", seasonNumber: 1, episodes: [], tvSeriesID: 1396)
        let series = MockFetchTVSeriesSummaryUseCase(.success(TVSeriesSummary(id: 1396, name: "Breaking Bad")))

        let tracked = try await provider(
            series: series, season: MockFetchTVSeasonDetailsUseCase(.success(unnamed))
        ).season(1, ofSeries: 1396)

        #expect(tracked.seriesName == "Breaking Bad")
        #expect(series.calledWith == [1396])
    }

    @Test("a title TMDb does not have is not found, and other failures keep their cause")
    func failures() async throws {
        let provider = provider(
            movie: MockFetchMovieSummaryUseCase(.failure(.notFound)),
            season: MockFetchTVSeasonDetailsUseCase(.failure(.unknown(.unreachable("offline")))))

        await #expect(throws: DataAccessError.notFound) { try await provider.movieTitle(id: 1) }
        await #expect(throws: DataAccessError.unreachable("offline")) { try await provider.season(1, ofSeries: 1396) }
    }
}
