import Foundation
import SearchDomain

/// Turns a domain `MediaSearchHistoryEntry` into `MediaSearchHistoryEntryDetails`.
struct MediaSearchHistoryEntryDetailsMapper {
    func map(_ entity: MediaSearchHistoryEntry) -> MediaSearchHistoryEntryDetails {
        MediaSearchHistoryEntryDetails(query: entity.query, kind: entity.kind, searchedAt: entity.searchedAt)
    }
}
