import Foundation

@testable import ReviewsInfrastructure

extension ReviewsReviewEntity {
    /// The row of `Review.mock()`.
    static func mock(
        reviewID: String = "5b1c13b9c3a36848f2026384",
        authorName: String? = "Soap Maker",
        avatarPath: String? = "/avatar.jpg",
        rating: Double? = 8,
        updatedAt: Date? = Date(timeIntervalSince1970: 1_494_424_799),
        url: String? = "https://www.themoviedb.org/review/5b1c13b9c3a36848f2026384"
    ) -> ReviewsReviewEntity {
        ReviewsReviewEntity(
            reviewID: reviewID, author: "Soap Maker", authorName: authorName, authorUsername: "soapmaker",
            avatarPath: avatarPath, rating: rating,
            content: "The first watch is a thriller; the second is a comedy.",
            createdAt: Date(timeIntervalSince1970: 1_462_888_799), updatedAt: updatedAt, url: url)
    }
}
