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
            .execute([.movie(id: 550)])

        #expect(repository.removeCalls == [[.movie(id: 550)]])
        #expect(removed.map(\.id) == [7])
    }

    @Test("when nothing named was watched, that is the answer")
    func nothing() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatched) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRemoveLatestWatchesUseCase()
                .execute([.movie(id: 550)])
        }
    }

    @Test("a whole series is refused: name an episode")
    func series() async throws {
        let repository = MockTrackingRepository(watches: .success([]))

        await #expect(throws: TrackingError.notWatchable(.series(id: 1396))) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRemoveLatestWatchesUseCase().execute([.series(id: 1396)])
        }
        #expect(repository.removeCalls.isEmpty)
    }
}
