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

        let rating = try await PopcornTrackingFactory(
            repository: repository, titleProvider: MockTrackingTitleProvider(), now: { Self.now }
        ).makeRateItemUseCase()
            .execute(.movie(id: 550), rating: 8.5)

        let second = Date(timeIntervalSince1970: 1_795_204_800)
        #expect(
            repository.rateCalls == [
                .init(title: .mock(), value: try #require(RatingValue(8.5)), ratedAt: second)
            ])
        #expect(
            rating
                == RatingDetails(
                    item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 8.5,
                    ratedAt: second))
    }

    @Test("a value off the scale is refused and nothing is stored", arguments: [0, 8.3, 11])
    func refuses(value: Double) async throws {
        let repository = MockTrackingRepository()

        await #expect(throws: TrackingError.invalidRating(value)) {
            try await PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
                .makeRateItemUseCase()
                .execute(.movie(id: 550), rating: value)
        }
        #expect(repository.rateCalls.isEmpty)
    }

    @Test("a series and an episode are named before they are rated; an episode that does not exist is not found")
    func names() async throws {
        let repository = MockTrackingRepository()
        let rate = PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider())
            .makeRateItemUseCase()

        _ = try await rate.execute(.series(id: 1396), rating: 10)
        _ = try await rate.execute(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3), rating: 7)
        await #expect(throws: TrackingError.titleNotFound(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 9)))
        {
            try await rate.execute(.episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 9), rating: 7)
        }

        #expect(
            repository.rateCalls.map(\.title) == [
                .mock(item: .series(id: 1396), name: "Breaking Bad"),
                .breakingBad(1, 3, named: "...And the Bag's in the River"),
            ])
    }
}
