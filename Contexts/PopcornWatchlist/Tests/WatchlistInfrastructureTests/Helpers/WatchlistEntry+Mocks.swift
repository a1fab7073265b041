import CoreDomainTestHelpers
import Foundation
import WatchlistDomain

extension WatchlistEntry {
    /// Fight Club (or the title given), added on 2026-11-26T04:58:00Z and still to watch, without a note:
    /// every value a row stores, each to a precision the file keeps.
    static func mock(
        kind: WatchlistKind = .movie,
        tmdbID: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        voteAverage: Double? = 8.438,
        addedAt: Date = Date(timeIntervalSince1970: 1_795_669_080),
        watchedAt: Date? = nil,
        note: String? = nil
    ) -> WatchlistEntry {
        WatchlistEntry(
            title: WatchlistTitle(
                id: WatchlistItemID(kind: kind, tmdbID: tmdbID),
                title: title,
                releaseDate: releaseDate,
                posterPath: posterPath,
                voteAverage: voteAverage
            ),
            addedAt: addedAt,
            watchedAt: watchedAt,
            note: note
        )
    }
}
