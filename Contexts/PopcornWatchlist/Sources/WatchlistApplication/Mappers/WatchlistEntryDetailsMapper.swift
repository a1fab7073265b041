import CoreDomain
import Foundation
import WatchlistDomain

/// Turns a domain `WatchlistEntry` into `WatchlistEntryDetails`, the poster resolved at poster
/// sizes when the images configuration is known (a watchlist lists offline without it), and watched
/// when the diary has it (or, before the diary, when the entry was marked so).
struct WatchlistEntryDetailsMapper: Sendable {
    /// - Parameter lastWatched: the day of the diary's latest watch of the title, which wins over
    ///   the entry's own mark (kept from before the diary, or from an imported watchlist).
    func map(
        _ entry: WatchlistEntry, imagesConfiguration: ImagesConfiguration?, lastWatched: Date? = nil
    ) -> WatchlistEntryDetails {
        let watchedAt = lastWatched ?? entry.watchedAt
        return WatchlistEntryDetails(
            kind: entry.id.kind,
            id: entry.id.tmdbID,
            title: entry.title.title,
            releaseDate: entry.title.releaseDate,
            year: entry.title.releaseDate.flatMap(CalendarDay.init(containing:))?.year,
            posterURLSet: imagesConfiguration?.posterURLSet(for: entry.title.posterPath),
            voteAverage: entry.title.voteAverage,
            addedAt: entry.addedAt,
            watchedAt: watchedAt,
            isWatched: watchedAt != nil,
            note: entry.note
        )
    }
}
