import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultRemoveLatestWatchesUseCase")
struct DefaultRemoveLatestWatchesUseCaseTests {
    @Test("the latest watches are removed through the repository and answered")
    func removes() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock(id: 7)]))

        let removed = try await PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider()
        ).makeRemoveLatestWatchesUseCase()
            .execute(.item(.movie(id: 550)))

        #expect(repository.removeCalls == [[.movie(id: 550)]])
        #expect(removed.map(\.id) == [7])
    }

    @Test("when nothing named was watched, that is the answer")
    func nothing() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatched) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRemoveLatestWatchesUseCase()
                .execute(.item(.movie(id: 550)))
        }
    }

    @Test("a whole series is refused: name an episode")
    func series() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatchable(.series(id: 1396))) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRemoveLatestWatchesUseCase().execute(.item(.series(id: 1396)))
        }
        #expect(repository.removeCalls.isEmpty)
    }

    @Test("a range removes the latest watch of each of its watched episodes, in episode order, in one call")
    func range() async throws {
        let watched = [(2, 1), (1, 7), (1, 2), (0, 1), (1, 7)].enumerated().map { index, code in
            Watch.mock(id: Int64(index), title: .breakingBad(code.0, code.1))
        }
        let repository = MockTrackingRepository(watches: .success(watched))
        let remove = PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
            .makeRemoveLatestWatchesUseCase()

        _ = try await remove.execute(.episodes(seriesID: 1396, .season(1)))
        _ = try await remove.execute(.episodes(seriesID: 1396, .all))
        _ = try await remove.execute(.episodes(seriesID: 1396, .through(seasonNumber: 1, episodeNumber: 5)))

        let episode = { (season: Int, number: Int) in
            TrackedItem.episode(seriesID: 1396, seasonNumber: season, episodeNumber: number)
        }
        #expect(
            repository.removeCalls == [
                [episode(1, 2), episode(1, 7)], [episode(1, 2), episode(1, 7), episode(2, 1)], [episode(1, 2)],
            ])
    }
}
