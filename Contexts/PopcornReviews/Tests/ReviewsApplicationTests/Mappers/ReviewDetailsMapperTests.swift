import Foundation
import ReviewsDomain
import ReviewsTestHelpers
import Testing

@testable import ReviewsApplication

@Suite("ReviewDetailsMapper")
struct ReviewDetailsMapperTests {
    let mapper = ReviewDetailsMapper()

    @Test("the id, the author's rating, the date, the whole text and the URL reach the details")
    func passesEveryField() {
        let review = Review.mock(content: String(repeating: "Long. ", count: 500))
        let details = mapper.map(review)
        #expect(
            details
                == ReviewDetails(
                    id: "5b1c13b9c3a36848f2026384", author: "Soap Maker", rating: 8,
                    date: Date(timeIntervalSince1970: 1_462_888_799), content: review.content,
                    url: URL(string: "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384")))
    }

    @Test("the author is the display name, else the username when the name is missing or blank")
    func authorFallsBackToTheUsername() {
        #expect(mapper.map(.mock(authorDetails: .mock(name: "Marla"))).author == "Marla")
        #expect(mapper.map(.mock(authorDetails: .mock(name: nil, username: "marla99"))).author == "marla99")
        #expect(mapper.map(.mock(authorDetails: .mock(name: "  ", username: "marla99"))).author == "marla99")
    }

    @Test("without a name or a username, the author is the name TMDb shows")
    func authorFallsBackToTMDbsAuthor() {
        let review = Review.mock(author: "Tyler", authorDetails: .mock(name: nil, username: nil))
        #expect(mapper.map(review).author == "Tyler")
    }

    @Test("no rating and no URL stay missing")
    func missingFields() {
        let details = mapper.map(.mock(authorDetails: .mock(rating: nil), url: nil))
        #expect(details.rating == nil)
        #expect(details.url == nil)
    }
}
