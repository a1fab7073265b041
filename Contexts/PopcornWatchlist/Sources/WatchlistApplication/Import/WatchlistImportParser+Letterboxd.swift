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
        let year = try row.parsed("year", shownAs: "Year", as: "a year like 1999") { text in
            text.utf8.count == 4 && text.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } ? Int(text) : nil
        }
        let addedAt = try row.parsed("date", shownAs: "Date", as: "a day written YYYY-MM-DD") {
            UTCTimestamp.date(fromDay: $0)
        }
        return .named(name: name, year: year, addedAt: addedAt, line: row.record.line)
    }
}
