import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultRemoveWatchUseCase")
struct DefaultRemoveWatchUseCaseTests {
    func useCase(_ repository: MockTrackingRepository) -> some RemoveWatchUseCase {
        PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
            .makeRemoveWatchUseCase()
    }

    @Test("the watch with the id is removed and answered; one the diary no longer has is not watched")
    func removes() async throws {
        let repository = MockTrackingRepository(watches: .success([.mock(id: 2), .mock(id: 1)]))

        let removed = try await useCase(repository).execute(id: 1)

        #expect(removed.id == 1)
        await #expect(throws: TrackingError.notWatched) { try await useCase(repository).execute(id: 9) }
        #expect(repository.removeWatchCalls == [1, 9])
    }

    @Test("a diary that cannot be written is the diary's failure")
    func failure() async {
        let repository = MockTrackingRepository(watches: .failure(.storage("read-only")))

        await #expect(throws: TrackingError.unavailable("read-only")) { try await useCase(repository).execute(id: 1) }
    }
}
