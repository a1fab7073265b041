import DataPersistence
import Foundation
import ReviewsDomain

/// Maps reviews between the domain and `reviews_review` rows; `PreviewPageMapper` uses it for every
/// review of a page.
struct ReviewMapper: OwnedRowMapping {
    func map(_ entity: ReviewsReviewEntity) -> Review {
        Review(
            id: entity.reviewID,
            author: entity.author,
            authorDetails: ReviewAuthorDetails(
                name: entity.authorName,
                username: entity.authorUsername,
                avatarPath: entity.avatarPath.flatMap(URL.init(string:)),
                rating: entity.rating
            ),
            content: entity.content,
            createdAt: entity.createdAt,
            updatedAt: entity.updatedAt,
            url: entity.url.flatMap(URL.init(string:))
        )
    }

    func map(_ review: Review) -> ReviewsReviewEntity {
        ReviewsReviewEntity(
            reviewID: review.id,
            author: review.author,
            authorName: review.authorDetails.name,
            authorUsername: review.authorDetails.username,
            avatarPath: review.authorDetails.avatarPath?.relativeString,
            rating: review.authorDetails.rating,
            content: review.content,
            createdAt: review.createdAt,
            updatedAt: review.updatedAt,
            url: review.url?.absoluteString
        )
    }
}
