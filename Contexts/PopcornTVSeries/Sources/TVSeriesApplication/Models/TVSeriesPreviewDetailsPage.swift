import Foundation

/// One page of a series list or search; the `--json` document of the series list and search commands.
public struct TVSeriesPreviewDetailsPage: Codable, Equatable, Sendable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [TVSeriesPreviewDetails]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [TVSeriesPreviewDetails]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
