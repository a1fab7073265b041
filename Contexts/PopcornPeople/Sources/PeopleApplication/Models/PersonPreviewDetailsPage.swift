import Foundation

/// One page of popular people or a people search; the `--json` document of those commands.
public struct PersonPreviewDetailsPage: Codable, Equatable, Sendable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [PersonPreviewDetails]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [PersonPreviewDetails]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
