import CoreCSV
import Foundation

extension HistoryImportParser {
    /// Which of Letterboxd's files a header is, if any.
    enum LetterboxdFile {
        case diary
        case ratings
        case watched

        init?(_ table: CSVTable, fileName: String?) throws(CSVError) {
            guard table.has(["date", "name", "year"]) else {
                return nil
            }
            if table.has(["watched date"]) {
                self = .diary
            } else if table.has(["rating"]) {
                self = .ratings
            } else if table.has(["letterboxd uri"]) {
                // watchlist.csv has the same columns: only the file's own name tells them apart.
                guard fileName.map({ URL(fileURLWithPath: $0).lastPathComponent.lowercased() }) == "watched.csv"
                else {
                    throw CSVError(
                        line: table.header.line,
                        reason: "Date,Name,Year,Letterboxd URI is Letterboxd's watched.csv or its watchlist.csv; "
                            + "popcorn logs it as watched films only from a file named watched.csv (a watchlist "
                            + "goes to 'popcorn watchlist import')")
                }
                self = .watched
            } else {
                return nil
            }
        }
    }
}
