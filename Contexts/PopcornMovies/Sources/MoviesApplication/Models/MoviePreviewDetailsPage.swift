import Foundation

/// One page of a movie list or search; the `--json` document of list and search commands.
public struct MoviePreviewDetailsPage: Codable, Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MoviePreviewDetails]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [MoviePreviewDetails]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
