import Foundation
import WatchlistApplication
import WatchlistDomain

extension WatchlistImportRecord {
    /// The record an export of `entry` reads back as, at `line`: every value the entry has.
    static func mock(from entry: WatchlistEntry, line: Int) -> WatchlistImportRecord {
        WatchlistImportRecord(
            id: entry.id,
            title: entry.title.title,
            releaseDate: entry.title.releaseDate,
            posterPath: entry.title.posterPath,
            voteAverage: entry.title.voteAverage,
            addedAt: entry.addedAt,
            watchedAt: entry.watchedAt,
            note: entry.note,
            line: line
        )
    }
}
