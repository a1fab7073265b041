import CoreDomain
import Foundation
import WatchlistDomain

/// Turns a domain `WatchlistEntry` into `WatchlistEntryDetails`, the poster resolved at poster
/// sizes when the images configuration is known (a watchlist lists offline without it).
struct WatchlistEntryDetailsMapper: Sendable {
    func map(_ entry: WatchlistEntry, imagesConfiguration: ImagesConfiguration?) -> WatchlistEntryDetails {
        WatchlistEntryDetails(
            kind: entry.id.kind,
            id: entry.id.tmdbID,
            title: entry.title.title,
            releaseDate: entry.title.releaseDate,
            year: entry.title.releaseDate.flatMap(CalendarDay.init(containing:))?.year,
            posterURLSet: imagesConfiguration?.posterURLSet(for: entry.title.posterPath),
            voteAverage: entry.title.voteAverage,
            addedAt: entry.addedAt,
            watchedAt: entry.watchedAt,
            isWatched: entry.watchedAt != nil,
            note: entry.note
        )
    }
}
