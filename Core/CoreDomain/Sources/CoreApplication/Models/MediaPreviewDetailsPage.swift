import Foundation

/// One page of search results; the `--json` document of `popcorn search`.
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
