import CoreCSV
import CoreDomain
import Foundation
import WatchlistDomain

/// Letterboxd's watchlist export (`Date,Name,Year,Letterboxd URI`): movies named by name and year,
/// added on a day.
extension WatchlistImportParser {
    static let letterboxdColumns: Set<String> = ["date", "name", "year", "letterboxd uri"]

    /// A row of Letterboxd's export: the name is needed, an empty year or date is `nil`, the URI is not
    /// read.
    func namedRow(_ row: CSVRow) throws(CSVError) -> WatchlistImportRow {
        let name = try row.required("name", shownAs: "Name")
        let year = try row.year("year", shownAs: "Year")
        let addedAt = try row.parsed("date", shownAs: "Date", as: "a day written YYYY-MM-DD") {
            UTCTimestamp.date(fromDay: $0)
        }
        return .named(name: name, year: year, addedAt: addedAt, line: row.record.line)
    }
}
