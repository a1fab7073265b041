import CoreDomain
import Foundation

/// One page of popular people or a people search, with TMDb's paging totals.
public struct PersonPreviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [PersonPreview]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [PersonPreview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
