import CoreCSV
import Foundation

/// The diary as `popcorn history export --format csv` writes it, for spreadsheets and other tools;
/// `import` reads it back. One table: `record` says whether a row is a `watch` or a `rating`, and
/// the columns the other record has stay empty. The values are written as in the JSON export.
public enum HistoryCSV {
    /// The columns, in the order they are written.
    static let columns = [
        "record", "kind", "tmdb_id", "title", "season_number", "episode_number", "episode_name", "watched_on",
        "logged_at", "rating", "rated_at",
    ]

    /// The header line, then the watches and the ratings of `document`, one line each.
    public static func text(for document: HistoryExportDocument) -> String {
        var text = CSVWriter.line(columns)
        for (record, entries) in [("watch", document.watches), ("rating", document.ratings)] {
            for entry in entries {
                text += CSVWriter.line([
                    record, entry.kind, String(entry.tmdbID), entry.title, entry.seasonNumber.map(String.init) ?? "",
                    entry.episodeNumber.map(String.init) ?? "", entry.episodeName ?? "", entry.watchedOn ?? "",
                    entry.loggedAt ?? "", entry.rating.map { String($0) } ?? "", entry.ratedAt ?? "",
                ])
            }
        }
        return text
    }
}
