import CoreDomainTestHelpers
import Foundation
import WatchlistDomain

extension WatchlistEntry {
    /// A movie entry added at `addedAt` seconds after 2026-11-20T00:00:00Z, to sort by any of its keys.
    static func mock(
        kind: WatchlistKind = .movie,
        tmdbID: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        voteAverage: Double? = 8.4,
        addedAt seconds: Int = 0,
        watchedAt: Date? = nil,
        note: String? = nil
    ) -> WatchlistEntry {
        WatchlistEntry(
            title: WatchlistTitle(
                id: WatchlistItemID(kind: kind, tmdbID: tmdbID),
                title: title,
                releaseDate: releaseDate,
                posterPath: URL(string: "/poster-\(tmdbID).jpg"),
                voteAverage: voteAverage
            ),
            addedAt: Date(timeIntervalSince1970: 1_795_132_800 + Double(seconds)),
            watchedAt: watchedAt,
            note: note
        )
    }
}
