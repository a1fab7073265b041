import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultFetchProgressUseCase")
struct DefaultFetchProgressUseCaseTests {
    static func watch(_ id: Int64, _ title: TrackedTitle, on day: String) -> Watch {
        Watch.mock(id: id, title: title, watchedOn: WatchDay(day) ?? .mock())
    }

    static let returningPilot = TrackedTitle(
        item: .episode(seriesID: 200, seasonNumber: 1, episodeNumber: 1), name: "Returning", episodeName: "Start")

    @Test("each started series, the one watched last first, from one request each with the next episode's seasons")
    func progress() async throws {
        // The diary, newest first: Returning's pilot, then Breaking Bad through S01E07 and a special.
        let diary =
            [Self.watch(10, Self.returningPilot, on: "2026-11-20")]
            + (1...7).reversed().map { Self.watch(Int64($0), .breakingBad(1, $0), on: "2026-11-1\($0)") }
            + [Self.watch(0, .breakingBad(0, 1), on: "2026-11-01")]
        let repository = MockTrackingRepository(watches: .success(diary))
        let provider = MockTrackingTitleProvider()

        let progress = try await PopcornTrackingFactory(repository: repository, titleProvider: provider)
            .makeFetchProgressUseCase().execute(includingCompleted: false)

        #expect(repository.historyCalls.map(\.kind) == [.episode])
        #expect(Set(provider.calls) == ["series 200 [1, 2]", "series 1396 [1, 2]"])
        #expect(
            progress.series == [
                SeriesProgressDetails(
                    tmdbID: 200, title: "Returning", watchedEpisodes: 1, airedEpisodes: 1, percent: 100,
                    isUpToDate: true, isCompleted: false, nextEpisode: nil,
                    nextToAir: EpisodeAiringDetails(
                        seasonNumber: 1, episodeNumber: 2, name: "Later", airDate: "2099-01-01"),
                    lastWatchedAt: "2026-11-20"),
                SeriesProgressDetails(
                    tmdbID: 1396, title: "Breaking Bad", watchedEpisodes: 7, airedEpisodes: 20, percent: 35,
                    isUpToDate: false, isCompleted: false,
                    nextEpisode: EpisodeAiringDetails(
                        seasonNumber: 2, episodeNumber: 1, name: "Episode 1", airDate: "2009-03-08"),
                    nextToAir: nil, lastWatchedAt: "2026-11-17"),
            ])
        #expect(progress.completedLeftOut == 0)
    }

    @Test("a series up to date that has ended is left out unless all are asked for")
    func completed() async throws {
        let diary = (1...13).map { Self.watch(Int64($0), .breakingBad(2, $0), on: "2026-11-01") }
        let repository = MockTrackingRepository(watches: .success(diary))
        let factory = PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())

        #expect(
            try await factory.makeFetchProgressUseCase().execute(includingCompleted: false)
                == ProgressOverview(series: [], completedLeftOut: 1))
        let all = try await factory.makeFetchProgressUseCase().execute(includingCompleted: true).series
        #expect(all.map(\.isCompleted) == [true])
        #expect(all.map(\.watchedEpisodes) == [13])
    }

    @Test("a series TMDb no longer has (404) is left out and named; the others are listed")
    func goneFromTMDb() async throws {
        let gone = TrackedTitle(
            item: .episode(seriesID: 999, seasonNumber: 1, episodeNumber: 1), name: "Gone Show", episodeName: "Pilot")
        let diary = [Self.watch(2, gone, on: "2026-11-20"), Self.watch(1, .breakingBad(1, 1), on: "2026-11-01")]

        let progress = try await PopcornTrackingFactory(
            repository: MockTrackingRepository(watches: .success(diary)), titleProvider: MockTrackingTitleProvider()
        )
        .makeFetchProgressUseCase().execute(includingCompleted: false)

        #expect(progress.series.map(\.tmdbID) == [1396])
        #expect(progress.goneFromTMDb == [ProgressOverview.GoneSeries(tmdbID: 999, title: "Gone Show")])
    }

    @Test("no episode watched asks nothing; a series TMDb cannot give fails naming it")
    func failures() async throws {
        let empty = MockTrackingRepository(watches: .success([.mock()]))
        let provider = MockTrackingTitleProvider(failure: .unreachable("offline"))
        #expect(
            try await PopcornTrackingFactory(repository: empty, titleProvider: provider)
                .makeFetchProgressUseCase().execute(includingCompleted: true)
                == ProgressOverview(series: [], completedLeftOut: 0))
        #expect(provider.calls.isEmpty)

        let started = MockTrackingRepository(watches: .success([Self.watch(1, .breakingBad(1, 1), on: "2026-11-01")]))
        await #expect(throws: TrackingError.source(.unreachable("offline"), about: .series(id: 1396))) {
            try await PopcornTrackingFactory(repository: started, titleProvider: provider)
                .makeFetchProgressUseCase().execute(includingCompleted: true)
        }
        await #expect(throws: TrackingError.unavailable("damaged")) {
            try await PopcornTrackingFactory(
                repository: MockTrackingRepository(watches: .failure(.storage("damaged"))),
                titleProvider: MockTrackingTitleProvider()
            ).makeFetchProgressUseCase().execute(includingCompleted: true)
        }
    }
}
