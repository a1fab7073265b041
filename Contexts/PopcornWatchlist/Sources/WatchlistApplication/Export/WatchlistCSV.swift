import CoreCSV
import CoreDomain
import Foundation
import WatchlistDomain

/// The watchlist as `popcorn watchlist export --format csv` writes it, for spreadsheets and other
/// tools; `import` reads it back. The values are written as in the JSON export.
public enum WatchlistCSV {
    /// The columns, in the order they are written.
    static let columns = [
        "tmdb_id", "kind", "title", "release_date", "added_at", "watched_at", "note", "poster_path", "vote_average",
    ]

    /// The header line, then one line per entry in the order given, each ended by `"\n"`; a field is
    /// quoted (its quotes doubled) only when it holds a comma, a quote or a line break.
    public static func text(for entries: [WatchlistEntry]) -> String {
        var text = CSVWriter.line(columns)
        for entry in entries {
            let fields = [
                String(entry.id.tmdbID),
                entry.id.kind.rawValue,
                entry.title.title,
                entry.title.releaseDate.map(UTCTimestamp.dayText(for:)) ?? "",
                UTCTimestamp.text(for: entry.addedAt),
                entry.watchedAt.map(UTCTimestamp.text(for:)) ?? "",
                entry.note ?? "",
                entry.title.posterPath?.absoluteString ?? "",
                entry.title.voteAverage.map { String($0) } ?? "",
            ]
            text += CSVWriter.line(fields)
        }
        return text
    }
}
