import Foundation

/// The search history, most recent first; the `--json` document of `popcorn search --history`,
/// shaped like every other list (one page holding every entry).
public struct MediaSearchHistoryDetails: Codable, Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [MediaSearchHistoryEntryDetails]

    public init(results: [MediaSearchHistoryEntryDetails]) {
        self.page = 1
        self.totalPages = results.isEmpty ? 0 : 1
        self.totalResults = results.count
        self.results = results
    }
}
