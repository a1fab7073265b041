import Foundation
import SearchDomain

/// Maps history entries between the domain and `search_media_search_history_entry` rows.
///
/// A row whose kind this build does not know reads as a search of every kind.
struct MediaSearchHistoryEntryMapper {
    func map(_ entity: SearchMediaSearchHistoryEntryEntity) -> MediaSearchHistoryEntry {
        MediaSearchHistoryEntry(
            query: entity.query,
            kind: MediaSearchKind(rawValue: entity.kind) ?? .all,
            searchedAt: entity.searchedAt
        )
    }

    func map(_ entry: MediaSearchHistoryEntry) -> SearchMediaSearchHistoryEntryEntity {
        SearchMediaSearchHistoryEntryEntity(
            id: nil, query: entry.query, queryKey: entry.key, kind: entry.kind.rawValue, searchedAt: entry.searchedAt)
    }
}
