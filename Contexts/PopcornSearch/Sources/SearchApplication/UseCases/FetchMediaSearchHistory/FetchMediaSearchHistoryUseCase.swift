import Foundation
import SearchDomain

/// Lists the searches the person ran, the most recent first, each search once.
public protocol FetchMediaSearchHistoryUseCase: Sendable {
    /// Up to `limit` entries.
    func execute(limit: Int) async throws(MediaSearchHistoryError) -> MediaSearchHistoryDetails
}
