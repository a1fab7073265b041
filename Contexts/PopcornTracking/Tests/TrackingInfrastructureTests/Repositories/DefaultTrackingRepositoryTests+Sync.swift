import Foundation
import Testing
import TrackingDomain
import TrackingInfrastructure

extension DefaultTrackingRepositoryTests {
    @Test("a rating taken back is remembered with when, until the item is rated again")
    func clearedRatingsAreRemembered() async throws {
        let nine = try #require(RatingValue(9))
        _ = try await rate(Self.fightClub, nine)
        let later = Self.evening.addingTimeInterval(3600)
        _ = try await repository.clearRating(of: Self.fightClub, at: later)

        let marks = try await repository.ratingMarks()
        #expect(marks.ratings == [])
        #expect(
            marks.cleared == [
                ClearedRating(title: TrackedTitle(item: Self.fightClub, name: "Title 550"), clearedAt: later)
            ])

        let rated = try await rate(Self.fightClub, nine, at: later.addingTimeInterval(60))
        let again = try await repository.ratingMarks()
        #expect(again.ratings == [rated])
        #expect(again.cleared == [])
    }

    @Test("the sync's ratings are set and taken back in one call, and a diary without ratings has no marks")
    func applyRatingSync() async throws {
        #expect(try await repository.ratingMarks().ratings == [])
        let eight = try #require(RatingValue(8))
        let seven = try #require(RatingValue(7))
        _ = try await rate(Self.fightClub, eight)
        let episode = Rating(
            title: TrackedTitle(item: Self.breakingBad(1, 2), name: "Breaking Bad", episodeName: "Cat's in the Bag..."),
            value: seven, ratedAt: Self.evening)
        let clearedAt = Self.evening.addingTimeInterval(120)

        try await repository.applyRatingSync(
            setting: [episode], clearing: [Self.fightClub, .series(id: 1)], at: clearedAt)

        let marks = try await repository.ratingMarks()
        #expect(marks.ratings == [episode])
        #expect(
            marks.cleared == [
                ClearedRating(title: TrackedTitle(item: Self.fightClub, name: "Title 550"), clearedAt: clearedAt)
            ])
        #expect(try rowCount("tracking_rating") == 1)
    }
}

extension DefaultTrackingRepositoryTests {
    @Test("importing an older rating of an item whose rating was taken back since leaves it taken back")
    func importKeepsAClearedRatingCleared() async throws {
        let nine = try #require(RatingValue(9))
        let rated = try await rate(Self.fightClub, nine)
        _ = try await repository.clearRating(of: Self.fightClub, at: Self.evening.addingTimeInterval(60))
        let newer = Rating(title: rated.title, value: nine, ratedAt: Self.evening.addingTimeInterval(120))

        let old = try await repository.importHistory([], firstWatches: [], ratings: [rated])
        #expect(old.setRatings == 0)
        #expect(try await repository.ratingMarks().ratings == [])

        let again = try await repository.importHistory([], firstWatches: [], ratings: [newer])
        #expect(again.setRatings == 1)
        #expect(try await repository.ratingMarks().ratings == [newer])
        #expect(try await repository.ratingMarks().cleared == [])
    }
}
