import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultFetchViewingUseCase")
struct DefaultFetchViewingUseCaseTests {
    static let diary = [
        Watch.mock(id: 4, title: .breakingBad(1, 2), watchedOn: .mock(day: 22)),
        Watch.mock(id: 3, title: .breakingBad(1, 1), watchedOn: .mock(day: 21)),
        Watch.mock(id: 2, title: .breakingBad(1, 1), watchedOn: .mock(day: 20)),
        Watch.mock(id: 1, title: .breakingBad(2, 1), watchedOn: .mock(day: 19)),
    ]

    func useCase(_ repository: MockTrackingRepository) -> some FetchViewingUseCase {
        PopcornTrackingFactory.makeFetchViewingUseCase(repository: repository)
    }

    @Test("a title's viewing is its watch count, its latest day and its rating")
    func viewing() async throws {
        let repository = MockTrackingRepository(
            watches: .success([.mock(), .mock(id: 2, watchedOn: .mock(day: 25))]), rating: .success(.mock()))

        let viewing = try await useCase(repository).execute(.movie(id: 550))

        #expect(viewing == ViewingDetails(watchCount: 2, lastWatchedAt: "2026-11-25", yourRating: 9.5))
    }

    @Test("a series' progress is laid over the series given; the seasons to ask name the next episode")
    func progress() async throws {
        let repository = MockTrackingRepository(watches: .success(Self.diary))

        let seasons = try await useCase(repository).seasonsForProgress(ofSeries: 1396)
        let progress = try await useCase(repository).progress(through: .breakingBad)

        #expect(seasons == [2, 3])
        #expect(progress?.watchedEpisodes == 3)
        #expect(progress?.nextEpisode?.episodeNumber == 2)
        #expect(progress?.nextEpisode?.seasonNumber == 2)
        #expect(progress?.lastWatchedAt == "2026-11-22")
    }

    @Test("a series never started has no progress and no seasons to ask")
    func notStarted() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock()]))

        #expect(try await useCase(repository).seasonsForProgress(ofSeries: 1396).isEmpty)
        #expect(try await useCase(repository).progress(through: .breakingBad) == nil)
    }

    @Test("a season's episodes are counted by number, other seasons left out")
    func episodeCounts() async throws {
        let repository = MockTrackingRepository(watches: .success(Self.diary))

        #expect(try await useCase(repository).episodeWatchCounts(ofSeries: 1396, seasonNumber: 1) == [1: 2, 2: 1])
    }

    @Test("a diary that cannot be read is the diary's failure")
    func failure() async throws {
        let repository = MockTrackingRepository(watches: .failure(.storage("damaged")))

        await #expect(throws: TrackingError.unavailable("damaged")) {
            try await useCase(repository).execute(.movie(id: 550))
        }
        await #expect(throws: TrackingError.unavailable("damaged")) {
            try await useCase(repository).seasonsForProgress(ofSeries: 1396)
        }
    }
}

extension DefaultFetchViewingUseCaseTests {
    @Test("the last watched days are a movie's own and a series' latest episode's")
    func lastWatchedDays() async throws {
        let repository = MockTrackingRepository(watches: .success(Self.diary + [.mock(watchedOn: .mock(day: 2))]))

        let days = try await useCase(repository).lastWatchedDays()

        #expect(days == [.series(id: 1396): "2026-11-22", .movie(id: 550): "2026-11-02"])
    }
}
