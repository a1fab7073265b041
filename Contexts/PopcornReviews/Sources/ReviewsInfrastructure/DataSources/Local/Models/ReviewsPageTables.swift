import DataPersistence

/// Where the Reviews context caches its pages: `reviews_review_page`, owning its reviews in
/// `reviews_review` through `pageKey`.
///
/// The page's record and mapper are DataPersistence's `PreviewPageEntity` and `PreviewPageMapper`;
/// the context brings only the review row (``ReviewsReviewEntity``) and its mapper.
enum ReviewsPageTables: PreviewPageTables {
    typealias Result = ReviewsReviewEntity
    static let pageTable = "reviews_review_page"
    static let resultTable = "reviews_review"
}
