import Foundation

/// One page of the reviews of a movie or a series as presentations need it; the `--json` document
/// of `popcorn movie reviews` and `popcorn tv reviews`.
public struct ReviewDetailsPage: Codable, Equatable, Sendable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [ReviewDetails]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [ReviewDetails]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
