import CoreDomain
import Foundation

/// One page of a series list or search, with TMDb's paging totals.
public struct TVSeriesPreviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [TVSeriesPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [TVSeriesPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
