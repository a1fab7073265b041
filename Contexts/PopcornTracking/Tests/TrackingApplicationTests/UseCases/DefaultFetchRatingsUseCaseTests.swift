import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultFetchRatingsUseCase")
struct DefaultFetchRatingsUseCaseTests {
    @Test("the kind reaches the repository and each rating is mapped")
    func ratings() async throws {
        let repository = MockTrackingRepository(ratings: .success([.mock(), .mock(title: .mock(), halves: 17)]))

        let ratings = try await PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider()
        ).makeFetchRatingsUseCase()
            .execute(kind: nil)

        #expect(repository.ratingsCalls == [nil])
        #expect(ratings.map(\.rating) == [9.5, 8.5])
        #expect(ratings.map(\.item.kind) == [.tv, .movie])
    }
}
