import Foundation
import Testing

@testable import TMDbKit

@Suite struct ReviewDTOTests {
    private func moviePage() throws -> PagedResponseDTO<ReviewDTO> {
        try TMDbJSON.decode(PagedResponseDTO<ReviewDTO>.self, from: Fixture.data("movie-reviews-550"))
    }

    @Test func decodesAReviewWithItsAuthorAndTheirRating() throws {
        let review = try #require(try moviePage().results.first)

        #expect(
            review
                == ReviewDTO(
                    id: "5b1c13b9c3a36848f2026384", author: "Soap Maker",
                    authorDetails: ReviewAuthorDetailsDTO(
                        name: "Soap Maker", username: "soapmaker", avatarPath: "/kU3B75TyRiCgE270EyZnHjfivoq.jpg",
                        rating: 9),
                    content: "The first watch is a thriller; the second is a comedy.\r\n\r\nIt holds up.",
                    createdAt: "2016-05-10T13:59:59.043Z", updatedAt: "2021-06-23T15:58:09.421Z",
                    url: "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384")
        )
    }

    @Test func keepsAnEmptyNameAndReadsANullRatingAsNil() throws {
        let details = try #require(try moviePage().results.last?.authorDetails)

        #expect(details.name == "")
        #expect(details.username == "quietnarrator")
        #expect(details.avatarPath == nil)
        #expect(details.rating == nil)
    }

    @Test func dropsAReviewWithoutItsTextAndKeepsThePagingTotals() throws {
        let page = try moviePage()

        #expect(page.results.map(\.id) == ["5b1c13b9c3a36848f2026384", "5dbd3ba4c3a368001a7e1c02"])
        #expect(page.totalPages == 2)
        #expect(page.totalResults == 23)
    }

    @Test func readsARatingOfTheWrongTypeAsNilAndKeepsMalformedDatesAsText() throws {
        let page = try TMDbJSON.decode(PagedResponseDTO<ReviewDTO>.self, from: Fixture.data("tv-reviews-1396"))
        let review = try #require(page.results.first)

        #expect(review.authorDetails?.rating == nil)
        #expect(review.authorDetails?.avatarPath == "/https://www.gravatar.com/avatar/1a2b3c.jpg")
        #expect(review.createdAt == "not a date")
        #expect(review.updatedAt == "")
        #expect(review.url == "")
    }

    @Test func needsOnlyAnIDAndTheText() throws {
        let review = try TMDbJSON.decode(ReviewDTO.self, json: #"{"id": "abc", "content": "Fine."}"#)

        #expect(review == ReviewDTO(id: "abc", content: "Fine."))
        #expect(review.authorDetails == nil)
    }

    @Test(arguments: [#"{"content": "Fine."}"#, #"{"id": "abc"}"#, #"{"id": 42, "content": "Fine."}"#])
    func failsWhenTheIDOrTextIsMissingOrMalformed(json: String) {
        #expect(throws: DecodingError.self) {
            try TMDbJSON.decode(ReviewDTO.self, json: json)
        }
    }

    @Test func encodesBackToTheSameReviewUnderTMDbsKeys() throws {
        let original = try #require(try moviePage().results.first)
        let data = try JSONEncoder().encode(original)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(try TMDbJSON.decode(ReviewDTO.self, from: data) == original)
        #expect(
            json.keys.sorted() == ["author", "author_details", "content", "created_at", "id", "updated_at", "url"])
        #expect(
            (json["author_details"] as? [String: Any])?["avatar_path"] as? String == "/kU3B75TyRiCgE270EyZnHjfivoq.jpg")
    }
}
