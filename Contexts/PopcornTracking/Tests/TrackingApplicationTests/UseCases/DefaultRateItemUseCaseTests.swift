import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultRateItemUseCase")
struct DefaultRateItemUseCaseTests {
    static let now = Date(timeIntervalSince1970: 1_795_204_800.75)

    @Test("a rating on TMDb's scale is stored at the time given, kept to the second")
    func rates() async throws {
        let repository = MockTrackingRepository()

        let rating = try await PopcornTrackingFactory(repository: repository, now: { Self.now }).makeRateItemUseCase()
            .execute(.movie(id: 550), rating: 8.5)

        let second = Date(timeIntervalSince1970: 1_795_204_800)
        #expect(
            repository.rateCalls == [
                .init(item: .movie(id: 550), value: try #require(RatingValue(8.5)), ratedAt: second)
            ])
        #expect(
            rating == RatingDetails(item: TrackedItemDetails(kind: .movie, tmdbID: 550), rating: 8.5, ratedAt: second))
    }

    @Test("a value off the scale is refused and nothing is stored", arguments: [0, 8.3, 11])
    func refuses(value: Double) async throws {
        let repository = MockTrackingRepository()

        await #expect(throws: TrackingError.invalidRating(value)) {
            try await PopcornTrackingFactory(repository: repository).makeRateItemUseCase()
                .execute(.movie(id: 550), rating: value)
        }
        #expect(repository.rateCalls.isEmpty)
    }
}
