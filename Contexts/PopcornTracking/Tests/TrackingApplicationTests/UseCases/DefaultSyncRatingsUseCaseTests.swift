import Foundation
import Testing
import TrackingApplication
import TrackingDomain
import TrackingTestHelpers

@Suite("DefaultSyncRatingsUseCase")
struct DefaultSyncRatingsUseCaseTests {
    /// The factory's clock, part way through a second: the diary keeps times to the second.
    static let now = Date(timeIntervalSince1970: 1_795_748_679.625)
    static let nowToTheSecond = Date(timeIntervalSince1970: 1_795_748_679)
    /// 2024-03-20T14:57:18Z.
    static let ratedAt = Date(timeIntervalSince1970: 1_710_946_638)
    /// 2024-01-02T03:04:05Z.
    static let clearedAt = Date(timeIntervalSince1970: 1_704_164_645)

    static let catsInTheBag = TrackedTitle.breakingBad(1, 2, named: "Cat's in the Bag...")

    func useCase(_ repository: MockTrackingRepository) -> some SyncRatingsUseCase {
        PopcornTrackingFactory(repository: repository, titleProvider: MockTrackingTitleProvider(), now: { Self.now })
            .makeSyncRatingsUseCase()
    }

    @Test("the marks are every rating and every rating taken back, as details")
    func marks() async throws {
        let repository = MockTrackingRepository(
            ratings: .success([.mock(), .mock(title: Self.catsInTheBag, halves: 17, ratedAt: Self.ratedAt)]),
            clearedRatings: [ClearedRating(title: .mock(), clearedAt: Self.clearedAt)])

        let marks = try await useCase(repository).marks()

        #expect(
            marks.ratings == [
                RatingDetails(
                    item: TrackedItemDetails(kind: .tv, tmdbID: 1396, title: "Breaking Bad"), rating: 9.5,
                    ratedAt: Date(timeIntervalSince1970: 1_795_204_800)),
                RatingDetails(
                    item: TrackedItemDetails(
                        kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 2,
                        episodeName: "Cat's in the Bag..."),
                    rating: 8.5, ratedAt: Self.ratedAt),
            ])
        #expect(
            marks.cleared == [
                ClearedRatingDetails(
                    item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), clearedAt: Self.clearedAt)
            ])
    }

    @Test("no diary yet: no marks")
    func noMarks() async throws {
        let marks = try await useCase(MockTrackingRepository(ratings: .success([]))).marks()

        #expect(marks.ratings == [])
        #expect(marks.cleared == [])
    }

    @Test("a diary that cannot be read is unavailable, with the store's message")
    func marksUnavailable() async {
        let repository = MockTrackingRepository(ratings: .failure(.storage("the diary is damaged")))

        await #expect(throws: TrackingError.unavailable("the diary is damaged")) {
            try await useCase(repository).marks()
        }
    }

    @Test("applying sets each rating as given and takes back each item, in one call, at the clock's second")
    func apply() async throws {
        let repository = MockTrackingRepository()

        try await useCase(repository).apply(
            setting: [
                RatingDetails(
                    item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 8.5,
                    ratedAt: Self.ratedAt),
                RatingDetails(
                    item: TrackedItemDetails(
                        kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 2,
                        episodeName: "Cat's in the Bag..."),
                    rating: 10, ratedAt: Self.clearedAt),
            ],
            clearing: [
                TrackedItemDetails(kind: .tv, tmdbID: 1399, title: "Game of Thrones"),
                TrackedItemDetails(
                    kind: .episode, tmdbID: 1396, title: "Breaking Bad", seasonNumber: 1, episodeNumber: 3,
                    episodeName: "...And the Bag's in the River"),
            ])

        #expect(
            repository.applyRatingSyncCalls == [
                MockTrackingRepository.ApplyRatingSyncCall(
                    setting: [
                        .mock(title: .mock(), halves: 17, ratedAt: Self.ratedAt),
                        .mock(title: Self.catsInTheBag, halves: 20, ratedAt: Self.clearedAt),
                    ],
                    clearing: [.series(id: 1399), .episode(seriesID: 1396, seasonNumber: 1, episodeNumber: 3)],
                    clearedAt: Self.nowToTheSecond)
            ])
    }

    @Test("a rating off TMDb's scale is refused, and nothing is written, not even the ratings before it")
    func offScale() async {
        let repository = MockTrackingRepository()

        await #expect(throws: TrackingError.invalidRating(11)) {
            try await useCase(repository).apply(
                setting: [
                    RatingDetails(
                        item: TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"), rating: 8.5,
                        ratedAt: Self.ratedAt),
                    RatingDetails(
                        item: TrackedItemDetails(kind: .tv, tmdbID: 1396, title: "Breaking Bad"), rating: 11,
                        ratedAt: Self.ratedAt),
                ],
                clearing: [TrackedItemDetails(kind: .tv, tmdbID: 1399, title: "Game of Thrones")])
        }
        #expect(repository.applyRatingSyncCalls == [])
    }

    @Test("an episode without its numbers cannot be named: it is left out of the ratings taken back")
    func episodeWithoutNumbers() async throws {
        let repository = MockTrackingRepository()

        try await useCase(repository).apply(
            setting: [],
            clearing: [
                TrackedItemDetails(kind: .episode, tmdbID: 1396, title: "Breaking Bad"),
                TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club"),
            ])

        #expect(
            repository.applyRatingSyncCalls == [
                MockTrackingRepository.ApplyRatingSyncCall(
                    setting: [], clearing: [.movie(id: 550)], clearedAt: Self.nowToTheSecond)
            ])
    }

    @Test("a diary that cannot be written is unavailable, with the store's message")
    func applyUnavailable() async {
        let repository = MockTrackingRepository(ratings: .failure(.storage("the diary is read-only")))

        await #expect(throws: TrackingError.unavailable("the diary is read-only")) {
            try await useCase(repository).apply(
                setting: [], clearing: [TrackedItemDetails(kind: .movie, tmdbID: 550, title: "Fight Club")])
        }
    }
}
