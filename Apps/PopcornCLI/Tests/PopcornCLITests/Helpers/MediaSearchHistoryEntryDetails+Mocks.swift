import Foundation
import SearchApplication
import SearchDomain

extension MediaSearchHistoryEntryDetails {
    /// A search of every kind for `pitt`, run at `searchedAt`.
    static func mock(query: String = "pitt", kind: MediaSearchKind = .all, searchedAt: Date = .day("2026-11-25"))
        -> MediaSearchHistoryEntryDetails
    {
        MediaSearchHistoryEntryDetails(query: query, kind: kind, searchedAt: searchedAt)
    }
}
