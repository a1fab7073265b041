import CoreCSV
import CoreDomain
import Foundation
import WatchlistDomain

/// CSV imports: the header tells Letterboxd's watchlist export from ours (or any CSV with `tmdb_id` and
/// `kind` columns). Header names are compared trimmed and in any case; other columns are ignored.
extension WatchlistImportParser {
    private static let optionalColumns = [
        "title", "release_date", "added_at", "watched_at", "note", "poster_path", "vote_average",
    ]

    func csvRows(in text: String) throws(WatchlistError) -> [WatchlistImportRow] {
        do throws(CSVError) {
            let table = try CSVTable(text)
            // Letterboxd's columns, with any others its exports add (Rating, Tags...) read as ours are:
            // ignored. A file with tmdb_id and kind is read by them first.
            let isIdentified = table.has(["tmdb_id", "kind"])
            let isLetterboxd = !isIdentified && table.has(Self.letterboxdColumns)
            guard isLetterboxd || isIdentified else {
                throw CSVError(
                    line: table.header.line,
                    reason: "popcorn reads a CSV whose header has tmdb_id and kind (and optionally "
                        + Self.optionalColumns.joined(separator: ", ")
                        + "), or Letterboxd's watchlist export (Date, Name, Year, Letterboxd URI); this header has "
                        + table.names.joined(separator: ", "))
            }
            return try table.rows().map { (row: CSVRow) throws(CSVError) in
                isLetterboxd ? try namedRow(row) : try identifiedRow(row)
            }
        } catch {
            throw .malformedImport(line: error.line, reason: error.reason)
        }
    }

    /// A row of our CSV, or of any CSV with `tmdb_id` and `kind`: empty optional fields are `nil`,
    /// `year` is not read (a title with an id needs no year).
    private func identifiedRow(_ row: CSVRow) throws(CSVError) -> WatchlistImportRow {
        let idText = try row.required("tmdb_id")
        guard let tmdbID = Int(idText), tmdbID > 0 else {
            throw row.malformed("tmdb_id", idText, "a positive TMDb id")
        }
        let kindText = try row.required("kind")
        guard let kind = WatchlistKind(rawValue: kindText.lowercased()) else {
            throw row.malformed("kind", kindText, "movie or tv")
        }
        let record = WatchlistImportRecord(
            id: WatchlistItemID(kind: kind, tmdbID: tmdbID),
            title: row.value("title"),
            releaseDate: try row.parsed("release_date", as: "a day written YYYY-MM-DD") {
                UTCTimestamp.date(fromDay: $0)
            },
            posterPath: try row.parsed("poster_path", as: "a path or URL") { URL(string: $0) },
            voteAverage: try row.parsed("vote_average", as: "a number from 0 to 10") { text in
                Double(text).flatMap { (0...10).contains($0) ? $0 : nil }
            },
            addedAt: try row.parsed("added_at", as: Self.instantOrDay) {
                UTCTimestamp.date(fromInstantOrDay: $0)
            },
            watchedAt: try row.parsed("watched_at", as: Self.instantOrDay) {
                UTCTimestamp.date(fromInstantOrDay: $0)
            },
            note: row.verbatim("note"),
            line: row.record.line
        )
        return .identified(record)
    }

    private static let instantOrDay = "an instant like 2026-11-26T04:58:00Z or a day like 2026-11-26"
}
