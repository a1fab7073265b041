import DataPersistence
import Foundation
import GRDB

/// One review of a cached page: a row of `reviews_review`, which ``ReviewsPageTables`` owns through
/// `pageKey` and keeps in TMDb's order.
struct ReviewsReviewEntity: Codable, OwnedRow {
    /// TMDb's review id.
    var reviewID: String
    var author: String
    var authorName: String?
    var authorUsername: String?
    var avatarPath: String?
    /// The author's rating of the title, 0 to 10.
    var rating: Double?
    var content: String
    var createdAt: Date
    var updatedAt: Date?
    var url: String?
}
