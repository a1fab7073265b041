import CoreCSV
import CoreDomain
import Foundation
import TrackingDomain

/// Letterboxd's exports of a diary: `diary.csv` (`Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,
/// Watched Date`), `ratings.csv` (`Date,Name,Year,Letterboxd URI,Rating`) and `watched.csv`
/// (`Date,Name,Year,Letterboxd URI`). Ratings are on Letterboxd's 0.5 to 5 scale and are doubled.
extension HistoryImportParser {
    /// The films the rows of a Letterboxd file name, checked: a name, a year of four digits or
    /// none, days written YYYY-MM-DD, no watch after today, ratings of 0.5 to 5 in steps of 0.5,
    /// and `Rewatch` empty, `Yes` or `No`.
    ///
    /// A diary row is logged at midnight UTC of its `Date` (Letterboxd keeps no time); the second
    /// and later rows of the same film, days and `Date` are a second apart, so a film watched
    /// twice in a day stays two watches and a second import of the file still changes nothing.
    func letterboxdEntries(_ table: CSVTable, file: LetterboxdFile) throws(CSVError) -> [NamedFilmEntry] {
        var entries: [NamedFilmEntry] = []
        var repeats: [String: Int] = [:]
        for row in try table.rows() {
            let name = try row.required("name", shownAs: "Name")
            let year = try row.year("year", shownAs: "Year")
            let date = try day(row, "date", shownAs: "Date")
            // The day it was logged or rated: a later one would pass for the newest rating.
            guard date <= latestDay else {
                throw CSVError(line: row.record.line, reason: "Date: \(date) is after today")
            }
            let record: NamedFilmEntry.Record
            switch file {
            case .diary:
                let watchedOn = try day(row, "watched date", shownAs: "Watched Date")
                guard watchedOn <= latestDay else {
                    throw CSVError(line: row.record.line, reason: "Watched Date: \(watchedOn) is after today")
                }
                if let rewatch = row.value("rewatch"), !["yes", "no"].contains(rewatch.lowercased()) {
                    throw row.malformed("Rewatch", rewatch, "Yes, No or empty")
                }
                let key = "\(name)|\(year ?? 0)|\(watchedOn)|\(date)"
                let repeated = repeats[key, default: 0]
                repeats[key] = repeated + 1
                record = .watch(
                    on: watchedOn, loggedAt: midnight(of: date).addingTimeInterval(Double(repeated)),
                    rating: try rating(row))
            case .ratings:
                guard let value = try rating(row) else {
                    throw CSVError(line: row.record.line, reason: "Rating: the field is empty")
                }
                record = .rating(value, ratedAt: midnight(of: date))
            case .watched:
                record = .watched(markedOn: date, loggedAt: midnight(of: date))
            }
            entries.append(NamedFilmEntry(line: row.record.line, name: name, year: year, record: record))
        }
        return entries
    }

    private func day(_ row: CSVRow, _ column: String, shownAs label: String) throws(CSVError) -> WatchDay {
        guard let day = try row.parsed(column, shownAs: label, as: "a day written YYYY-MM-DD", parse: WatchDay.init)
        else {
            throw CSVError(line: row.record.line, reason: "\(label): the field is empty")
        }
        return day
    }

    /// The row's `Rating`, Letterboxd's 0.5 to 5 doubled onto TMDb's scale.
    private func rating(_ row: CSVRow) throws(CSVError) -> RatingValue? {
        try row.parsed("rating", shownAs: "Rating", as: "a rating from 0.5 to 5 in steps of 0.5") { text in
            // Letterboxd's half stars: 0.5 to 5 in steps of 0.5, so doubled a whole number.
            Double(text).flatMap { $0 <= 5 && ($0 * 2).rounded() == $0 * 2 ? RatingValue($0 * 2) : nil }
        }
    }

    private func midnight(of day: WatchDay) -> Date {
        day.calendarDay.midnight
    }
}
