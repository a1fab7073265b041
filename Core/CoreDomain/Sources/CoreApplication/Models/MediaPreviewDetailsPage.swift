import Foundation

/// One page of movies, series or people for presentation; the `--json` document of
/// `popcorn search`, `popcorn trending` and `popcorn discover`.
public struct MediaPreviewDetailsPage: Codable, Equatable, Sendable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MediaPreviewDetails]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [MediaPreviewDetails]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
