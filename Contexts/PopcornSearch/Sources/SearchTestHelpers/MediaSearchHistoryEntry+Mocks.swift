import Foundation
import SearchDomain

extension MediaSearchHistoryEntry {
    /// A search for Amélie, every kind, at 2023-11-14 22:13:20 UTC.
    public static func mock(
        query: String = "Amélie",
        kind: MediaSearchKind = .all,
        searchedAt: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> MediaSearchHistoryEntry {
        MediaSearchHistoryEntry(query: query, kind: kind, searchedAt: searchedAt)
    }
}
