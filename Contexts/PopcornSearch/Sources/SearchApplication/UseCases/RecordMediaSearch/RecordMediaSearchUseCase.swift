import Foundation
import SearchDomain

/// Adds a search the person ran to their search history.
public protocol RecordMediaSearchUseCase: Sendable {
    /// Records `query` searched as `kind` now; a blank query is not recorded.
    func execute(query: String, kind: MediaSearchKind) async throws(MediaSearchHistoryError)
}
