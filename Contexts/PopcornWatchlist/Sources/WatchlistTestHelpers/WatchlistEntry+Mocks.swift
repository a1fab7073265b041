import CoreDomainTestHelpers
import Foundation
import WatchlistDomain

extension WatchlistEntry {
    /// Fight Club (or the title given), added on 2026-11-26T04:58:00Z and still to watch, without a note:
    /// every value a row stores, each to a precision the file keeps.
    public static func mock(
        kind: WatchlistKind = .movie,
        tmdbID: Int = 550,
        title: String = "Fight Club",
        releaseDate: Date? = .mockDay(year: 1999, month: 10, day: 15),
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        voteAverage: Double? = 8.438,
        addedAt: Date = .mockAdded(0),
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

    /// Breaking Bad, added on 2026-11-20T08:15:42Z, watched on 2026-12-01T21:30:15Z, with a note.
    public static func mockSeries(
        tmdbID: Int = 1396,
        title: String = "Breaking Bad",
        releaseDate: Date? = .mockDay(year: 2008, month: 1, day: 20),
        posterPath: URL? = URL(string: "/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg"),
        voteAverage: Double? = 8.9,
        addedAt: Date = Date(timeIntervalSince1970: 1_795_162_542),
        watchedAt: Date? = Date(timeIntervalSince1970: 1_796_160_615),
        note: String? = "Start again from season 2"
    ) -> WatchlistEntry {
        .mock(
            kind: .tvSeries,
            tmdbID: tmdbID,
            title: title,
            releaseDate: releaseDate,
            posterPath: posterPath,
            voteAverage: voteAverage,
            addedAt: addedAt,
            watchedAt: watchedAt,
            note: note
        )
    }
}
