import CoreApplication
import CoreDomain
import Foundation
import MoviesApplication
import MoviesTestHelpers
import SearchApplication
import SearchTestHelpers
import TVSeriesApplication
import TVSeriesTestHelpers
import Testing
import TrackingAdapters
import TrackingDomain

@Suite("TrackingTitleProvider")
struct TrackingTitleProviderTests {
    /// 20 January 2008, midnight UTC, as TMDb's days are parsed.
    static let pilotAired = Date(timeIntervalSince1970: 1_200_787_200)

    static let guide = TVSeriesEpisodeGuide(
        id: 1396, name: "Breaking Bad", status: "Ended",
        seasons: [
            TVSeasonOutline(seasonNumber: 0, episodeCount: 11), TVSeasonOutline(seasonNumber: 1, episodeCount: 7),
        ],
        lastEpisodeToAir: TVEpisodeSummaryDetails(
            id: 62_161, name: "Felina", seasonNumber: 5, episodeNumber: 16, airDate: pilotAired),
        episodes: [
            1: [
                TVEpisodeSummaryDetails(
                    id: 62_085, name: "Pilot", seasonNumber: 1, episodeNumber: 1, airDate: pilotAired),
                TVEpisodeSummaryDetails(id: 62_086, name: "", seasonNumber: 1, episodeNumber: 2),
            ]
        ])

    func provider(
        movie: MockFetchMovieSummaryUseCase = MockFetchMovieSummaryUseCase(),
        guide: MockFetchTVSeriesEpisodeGuideUseCase = MockFetchTVSeriesEpisodeGuideUseCase(),
        resolveTitle: MockResolveMediaTitleUseCase = MockResolveMediaTitleUseCase(.success(.noMatch))
    ) -> TrackingTitleProvider {
        TrackingTitleProvider(movieSummary: movie, episodeGuide: guide, resolveTitle: resolveTitle)
    }

    @Test("a movie's title comes from its summary")
    func movieTitle() async throws {
        let movie = MockFetchMovieSummaryUseCase(.success(MovieSummary(id: 550, title: "Fight Club")))

        #expect(try await provider(movie: movie).movieTitle(id: 550) == "Fight Club")
        #expect(movie.calledWith == [550])
    }

    @Test("a series comes from one guide request with its seasons, last episode and each episode's UTC air day")
    func series() async throws {
        let guide = MockFetchTVSeriesEpisodeGuideUseCase([1396: .success(Self.guide)])

        let tracked = try await provider(guide: guide).series(id: 1396, withEpisodesOf: [1])

        #expect(guide.calledWith.map(\.id) == [1396])
        #expect(guide.calledWith.map(\.seasons) == [[1]])
        #expect(
            tracked
                == TrackedSeries(
                    id: 1396, name: "Breaking Bad", isFinished: true,
                    seasons: [
                        TrackedSeason(seasonNumber: 0, episodeCount: 11),
                        TrackedSeason(
                            seasonNumber: 1, episodeCount: 7,
                            episodes: [
                                TrackedEpisode(
                                    seasonNumber: 1, episodeNumber: 1, name: "Pilot", airDay: WatchDay("2008-01-20")),
                                TrackedEpisode(seasonNumber: 1, episodeNumber: 2, name: nil, airDay: nil),
                            ]),
                    ],
                    lastAired: TrackedEpisode(
                        seasonNumber: 5, episodeNumber: 16, name: "Felina", airDay: WatchDay("2008-01-20"))))
    }

    @Test(
        "a series is finished when TMDb says it ended or was cancelled",
        arguments: [("Ended", true), ("Canceled", true), ("Returning Series", false), ("In Production", false)])
    func finished(status: String, expected: Bool) async throws {
        let guide = MockFetchTVSeriesEpisodeGuideUseCase([
            1: .success(TVSeriesEpisodeGuide(id: 1, name: "X", status: status))
        ])

        #expect(try await provider(guide: guide).series(id: 1, withEpisodesOf: []).isFinished == expected)
    }

    @Test("a title TMDb does not have is not found, and other failures keep their cause")
    func failures() async throws {
        let provider = provider(
            movie: MockFetchMovieSummaryUseCase(.failure(.notFound)),
            guide: MockFetchTVSeriesEpisodeGuideUseCase([1396: .failure(.unknown(.unreachable("offline")))]))

        await #expect(throws: DataAccessError.notFound) { try await provider.movieTitle(id: 1) }
        await #expect(throws: DataAccessError.unreachable("offline")) {
            try await provider.series(id: 1396, withEpisodesOf: [1])
        }
    }

    @Test("several series come from the guides' batch, each mapped, a failure as its cause")
    func seriesTogether() async throws {
        let guide = MockFetchTVSeriesEpisodeGuideUseCase([
            1396: .success(Self.guide), 7: .failure(.unknown(.unreachable("offline"))),
        ])

        let answers = await provider(guide: guide).series([1396: [1], 7: [1]])

        #expect(guide.calledWith.map(\.id) == [7, 1396])
        #expect(try answers[1396]?.get() == (try await provider(guide: guide).series(id: 1396, withEpisodesOf: [1])))
        guard case .failure(.unreachable("offline"))? = answers[7] else {
            Issue.record("expected the cause, got \(String(describing: answers[7]))")
            return
        }
    }

    @Test("a film named with its year is one clear movie match's id, searched among movies")
    func movieID() async throws {
        let resolveTitle = MockResolveMediaTitleUseCase(.success(.match(.mock(kind: .movie, id: 807))))

        #expect(try await provider(resolveTitle: resolveTitle).movieID(named: "Se7en", year: 1995) == 807)
        #expect(resolveTitle.calledWith == [.init(text: "Se7en", kind: .movie, year: 1995)])
    }

    @Test(
        "several plausible films, or none, are no id: an import never picks one",
        arguments: [
            MediaTitleResolution.ambiguous([.mock(id: 949, title: "Heat"), .mock(id: 8_489, title: "Heat")]),
            .noMatch,
        ])
    func noSingleMatch(resolution: MediaTitleResolution) async throws {
        let resolveTitle = MockResolveMediaTitleUseCase(.success(resolution))

        #expect(try await provider(resolveTitle: resolveTitle).movieID(named: "Heat", year: nil) == nil)
    }

    @Test("a search that fails throws its cause")
    func movieIDFailure() async {
        let resolveTitle = MockResolveMediaTitleUseCase(.failure(.unknown(.unreachable("offline"))))

        await #expect(throws: DataAccessError.unreachable("offline")) {
            try await provider(resolveTitle: resolveTitle).movieID(named: "Heat", year: 1995)
        }
    }
}
