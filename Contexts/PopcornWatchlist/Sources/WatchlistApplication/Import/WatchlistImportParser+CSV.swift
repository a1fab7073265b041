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
        let records = try CSVReader.records(in: text)
        guard let header = records.first else {
            throw .malformedImport(line: 1, reason: "the file is empty")
        }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        var columns: [String: Int] = [:]
        for (index, name) in names.enumerated() where columns[name.lowercased()] == nil {
            columns[name.lowercased()] = index
        }
        // Letterboxd's columns, with any others its exports add (Rating, Tags...) read as ours are:
        // ignored. A file with tmdb_id and kind is read by them first.
        let isIdentified = columns["tmdb_id"] != nil && columns["kind"] != nil
        let isLetterboxd = !isIdentified && Self.letterboxdColumns.isSubset(of: columns.keys)
        guard isLetterboxd || isIdentified else {
            throw .malformedImport(
                line: header.line,
                reason: "popcorn reads a CSV whose header has tmdb_id and kind (and optionally "
                    + Self.optionalColumns.joined(separator: ", ")
                    + "), or Letterboxd's watchlist export (Date, Name, Year, Letterboxd URI); this header has "
                    + names.joined(separator: ", "))
        }
        var rows: [WatchlistImportRow] = []
        rows.reserveCapacity(records.count - 1)
        for record in records.dropFirst() {
            guard record.fields.count == names.count else {
                throw .malformedImport(
                    line: record.line,
                    reason: "the row has \(record.fields.count) fields where the header has \(names.count)")
            }
            let row = CSVRow(record: record, columns: columns)
            rows.append(isLetterboxd ? try namedRow(row) : try identifiedRow(row))
        }
        return rows
    }

    /// A row of our CSV, or of any CSV with `tmdb_id` and `kind`: empty optional fields are `nil`,
    /// `year` is not read (a title with an id needs no year).
    private func identifiedRow(_ row: CSVRow) throws(WatchlistError) -> WatchlistImportRow {
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
                WatchlistTimestamp.date(fromDay: $0)
            },
            posterPath: try row.parsed("poster_path", as: "a path or URL") { URL(string: $0) },
            voteAverage: try row.parsed("vote_average", as: "a number from 0 to 10") { text in
                Double(text).flatMap { (0...10).contains($0) ? $0 : nil }
            },
            addedAt: try row.parsed("added_at", as: Self.instantOrDay) {
                WatchlistTimestamp.date(fromInstantOrDay: $0)
            },
            watchedAt: try row.parsed("watched_at", as: Self.instantOrDay) {
                WatchlistTimestamp.date(fromInstantOrDay: $0)
            },
            note: row.verbatim("note"),
            line: row.record.line
        )
        return .identified(record)
    }

    private static let instantOrDay = "an instant like 2026-11-26T04:58:00Z or a day like 2026-11-26"
}
