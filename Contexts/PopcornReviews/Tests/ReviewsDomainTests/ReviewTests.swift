import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@Suite("Review")
struct ReviewTests {
    @Test("only the id, author, text and date are required; the rest defaults to nothing")
    func optionalFieldsDefaultToNil() {
        let review = Review(id: "a", author: "A", content: "Text.", createdAt: Date(timeIntervalSince1970: 0))
        #expect(review.authorDetails == ReviewAuthorDetails())
        #expect(review.authorDetails.rating == nil)
        #expect(review.updatedAt == nil)
        #expect(review.url == nil)
    }

    @Test("the TMDb id identifies it")
    func identity() {
        #expect(Review.mock(id: "5b1c").id == "5b1c")
    }

    @Test("two reviews with the same fields are equal, and any differing field makes them differ")
    func equality() {
        #expect(Review.mock() == Review.mock())
        #expect(Review.mock(content: "A") != Review.mock(content: "B"))
        #expect(Review.mock(authorDetails: .mock(rating: nil)) != Review.mock())
        #expect(Review.mock(url: nil) != Review.mock())
    }
}
