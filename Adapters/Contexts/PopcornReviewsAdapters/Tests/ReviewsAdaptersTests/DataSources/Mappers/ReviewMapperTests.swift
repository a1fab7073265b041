import Foundation
import ReviewsDomain
import TMDbKit
import Testing

@testable import ReviewsAdapters

@Suite("ReviewMapper")
struct ReviewMapperTests {
    let mapper = ReviewMapper()

    private func reviews(_ fixture: String) throws -> [ReviewDTO] {
        try Fixture.decode(PagedResponseDTO<ReviewDTO>.self, fixture).results
    }

    /// The review at `index` of a fixture's page, mapped; it must map.
    private func mapped(_ fixture: String, at index: Int) throws -> Review {
        let dtos = try reviews(fixture)
        try #require(dtos.indices.contains(index))
        return try #require(mapper.map(dtos[index]))
    }

    @Test("a TMDb review maps every field, its dates to the instants they name")
    func mapsEveryField() throws {
        let review = try mapped("movie-550-reviews", at: 0)

        #expect(review.id == "5b1c13b9c3a36848f2026384")
        #expect(review.author == "Soap Maker")
        #expect(
            review.authorDetails
                == ReviewAuthorDetails(
                    name: "Soap Maker", username: "soapmaker",
                    avatarPath: URL(string: "/kU3B75TyRiCgE270EyZnHjfivoq.jpg"), rating: 9))
        #expect(review.content == "The first watch is a thriller; the second is a comedy.\r\n\r\nIt holds up.")
        #expect(abs(review.createdAt.timeIntervalSince1970 - 1_462_888_799.043) < 0.001)
        #expect(abs((review.updatedAt?.timeIntervalSince1970 ?? 0) - 1_624_463_889.421) < 0.001)
        #expect(review.url == URL(string: "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384"))
    }

    @Test("an empty name and picture and a null rating become nil")
    func emptyAuthorFields() throws {
        let review = try mapped("movie-550-reviews", at: 1)

        #expect(review.authorDetails == ReviewAuthorDetails(name: nil, username: "quietnarrator"))
        #expect(review.authorDetails.rating == nil)
    }

    @Test("an unparseable created date falls back to the edit date; an empty author takes the username")
    func createdDateFallsBack() throws {
        let review = try mapped("tv-1396-reviews", at: 0)

        #expect(review.createdAt == review.updatedAt)
        #expect(abs(review.createdAt.timeIntervalSince1970 - 1_487_524_993.215) < 0.001)
        #expect(review.author == "hwatcher")
        #expect(review.authorDetails.rating == nil)
        #expect(review.authorDetails.avatarPath == nil)
        #expect(review.url == nil)
    }

    @Test("a review with no date that parses is dropped rather than dated wrongly")
    func undatableReviewIsDropped() throws {
        let undated = try reviews("tv-1396-reviews")[1]

        #expect(mapper.map(undated) == nil)
    }

    @Test("a missing edit date stays missing, and a whole rating and a Gravatar picture are kept")
    func missingEditDate() throws {
        let review = try mapped("tv-1396-reviews", at: 2)

        #expect(review.updatedAt == nil)
        #expect(review.createdAt == Date(timeIntervalSince1970: 1_380_585_600))
        #expect(review.authorDetails.rating == 10)
        #expect(review.authorDetails.avatarPath == URL(string: "/https://www.gravatar.com/avatar/1a2b3c.jpg"))
    }

    @Test("a review with nothing but an id and a text has no author details and an empty author")
    func bareReview() {
        let dto = ReviewDTO(id: "x", content: "Text.", createdAt: "2020-01-01T00:00:00.000Z")

        let review = mapper.map(dto)

        #expect(review?.author == "")
        #expect(review?.authorDetails == ReviewAuthorDetails())
    }
}
