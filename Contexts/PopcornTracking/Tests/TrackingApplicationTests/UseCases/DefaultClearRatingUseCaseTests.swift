import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultClearRatingUseCase")
struct DefaultClearRatingUseCaseTests {
    @Test("clearing answers the rating that was removed")
    func clears() async throws {
        let repository = MockTrackingRepository(rating: .success(.mock()))

        let cleared = try await PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider()
        ).makeClearRatingUseCase()
            .execute(.series(id: 1396))

        #expect(repository.clearCalls == [.series(id: 1396)])
        #expect(cleared.rating == 9.5)
    }

    @Test("an item with no rating says so")
    func notRated() async throws {
        let repository = MockTrackingRepository(rating: .success(nil))

        await #expect(throws: TrackingError.notRated(.movie(id: 550))) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeClearRatingUseCase().execute(.movie(id: 550))
        }
    }
}
