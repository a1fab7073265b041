import Foundation
import ReviewsDomain

/// Turns a domain `Review` into `ReviewDetails`: the author is their display name, else their
/// username, else the name TMDb shows; the rating is the author's own.
struct ReviewDetailsMapper {
    func map(_ review: Review) -> ReviewDetails {
        ReviewDetails(
            id: review.id,
            author: Self.author(of: review),
            rating: review.authorDetails.rating,
            date: review.createdAt,
            content: review.content,
            url: review.url
        )
    }

    /// The first of the display name, the username and TMDb's author name that has text.
    private static func author(of review: Review) -> String {
        let candidates = [review.authorDetails.name, review.authorDetails.username, review.author]
        for candidate in candidates {
            if let text = candidate?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty {
                return text
            }
        }
        return review.author
    }
}
