import CoreDomain
import Foundation

/// One page of the reviews of a movie or a series, with TMDb's paging totals.
///
/// It is a `ResultsPage`, so DataPersistence's shared preview-page cache stores it.
public struct ReviewPage: ResultsPage, Equatable {
    /// The 1-based page number.
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [Review]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [Review]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
