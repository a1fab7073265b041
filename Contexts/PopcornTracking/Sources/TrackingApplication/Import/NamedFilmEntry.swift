import Foundation
import TrackingDomain

/// A row of a Letterboxd export: a film named by its name and year (Letterboxd's files carry no
/// TMDb id), and what the row says of it. The import finds the film before it logs anything.
public struct NamedFilmEntry: Equatable, Sendable {
    /// What a row of each of Letterboxd's files says.
    public enum Record: Equatable, Sendable {
        /// `diary.csv`: watched on a day, logged on another, perhaps rated then (on our scale).
        case watch(on: WatchDay, loggedAt: Date, rating: RatingValue?)
        /// `ratings.csv`: rated on a day (on our scale).
        case rating(RatingValue, ratedAt: Date)
        /// `watched.csv`: watched, on a day nobody wrote down; marked so on `markedOn`.
        case watched(markedOn: WatchDay, loggedAt: Date)
    }

    /// The 1-based line the row starts on.
    public let line: Int
    public let name: String
    public let year: Int?
    public let record: Record

    public init(line: Int, name: String, year: Int?, record: Record) {
        self.line = line
        self.name = name
        self.year = year
        self.record = record
    }
}
