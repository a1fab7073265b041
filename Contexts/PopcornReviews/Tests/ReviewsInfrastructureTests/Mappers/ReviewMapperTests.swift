import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@testable import ReviewsInfrastructure

@Suite("ReviewMapper")
struct ReviewMapperTests {
    let mapper = ReviewMapper()

    @Test("a review maps to a row with every field")
    func domainToRow() {
        #expect(mapper.map(Review.mock()) == ReviewsReviewEntity.mock())
    }

    @Test("a row maps to a review with every field")
    func rowToDomain() {
        #expect(mapper.map(ReviewsReviewEntity.mock()) == Review.mock())
    }

    @Test("a missing name, picture, rating, edit date and URL stay missing both ways")
    func nilFields() {
        let review = Review.mock(
            authorDetails: .mock(name: nil, avatarPath: nil, rating: nil), updatedAt: nil, url: nil)
        let row = ReviewsReviewEntity.mock(authorName: nil, avatarPath: nil, rating: nil, updatedAt: nil, url: nil)
        #expect(mapper.map(review) == row)
        #expect(mapper.map(row) == review)
    }
}
