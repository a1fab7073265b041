import Foundation
import WatchlistDomain

/// Maps a watchlist entry between the domain and its row. A stored kind this version does not know
/// reads as no entry at all rather than as another kind.
struct WatchlistEntryMapper: Sendable {
    func map(_ entity: WatchlistEntryEntity) -> WatchlistEntry? {
        guard let kind = WatchlistKind(rawValue: entity.kind) else {
            return nil
        }
        return WatchlistEntry(
            title: WatchlistTitle(
                id: WatchlistItemID(kind: kind, tmdbID: entity.tmdbID),
                title: entity.title,
                releaseDate: entity.releaseDate,
                posterPath: entity.posterPath.flatMap { URL(string: $0) },
                voteAverage: entity.voteAverage
            ),
            addedAt: entity.addedAt,
            watchedAt: entity.watchedAt,
            note: entity.note
        )
    }

    func map(_ entry: WatchlistEntry) -> WatchlistEntryEntity {
        WatchlistEntryEntity(
            kind: entry.id.kind.rawValue,
            tmdbID: entry.id.tmdbID,
            title: entry.title.title,
            releaseDate: entry.title.releaseDate,
            posterPath: entry.title.posterPath?.relativeString,
            voteAverage: entry.title.voteAverage,
            addedAt: entry.addedAt,
            watchedAt: entry.watchedAt,
            note: entry.note
        )
    }
}
