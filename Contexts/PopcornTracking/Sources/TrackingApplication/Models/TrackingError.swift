import CoreApplication
import CoreDomain
import Foundation
import TrackingDomain

/// Why a diary or rating command could not do what it was asked. The diary is user data: a caller
/// must never paper over ``unavailable(_:)`` by starting a new one.
public enum TrackingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A watch dated after today.
    case futureDay(WatchDay)
    /// A whole series was named where a movie or an episode can only be watched.
    case notWatchable(TrackedItem)
    /// Nothing named has a watch to remove.
    case notWatched
    /// A rating that is not 0.5 to 10 in steps of 0.5.
    case invalidRating(Double)
    /// The item has no rating to clear.
    case notRated(TrackedItem)
    /// TMDb (or the offline catalog) has no such movie, series or episode.
    case titleNotFound(TrackedItem)
    /// The series has no such season, or TMDb lists none of its episodes.
    case seasonNotFound(seriesID: Int, seasonNumber: Int)
    /// `--rating` with several episodes: a rating is given to one title at a time.
    case ratingNeedsOneTitle
    /// The episode had not aired by the day of the watch (or TMDb does not know when it airs).
    case notAired(TrackedItem, airDay: WatchDay?, watchedOn: WatchDay)
    /// What a title is could not be had from TMDb or the cache (network, credentials, offline).
    case source(DataAccessError, about: TrackedItem)
    /// An import file that cannot be read: the line it goes wrong on (0 when a JSON document says
    /// where in its reason) and why. Nothing was imported.
    case malformedImport(line: Int, reason: String)
    /// Rows of a Letterboxd file that name no film popcorn could find. Nothing was imported.
    case unresolvedImport([UnresolvedImportRow])
    /// Which film an import's name stands for (`film`, as `Se7en (1995)`) could not be had from
    /// TMDb or the cache. Nothing was imported.
    case importSource(DataAccessError, film: String)
    /// The diary file could not be opened, read or written; says which file and why. Nothing was
    /// overwritten.
    case unavailable(String)

    /// Wraps a failure to learn what `item` is: ``titleNotFound(_:)`` when TMDb does not have it.
    public init(lookingUp error: DataAccessError, about item: TrackedItem) {
        switch error {
        case .notFound: self = .titleNotFound(item)
        default: self = .source(error, about: item)
        }
    }

    /// Wraps a failure of the diary's own storage.
    public init(storage error: DataAccessError) {
        switch error {
        case .storage(let message?), .unknown(let message?):
            self = .unavailable(message)
        default:
            self = .unavailable("your diary could not be used (\(error))")
        }
    }

    public var description: String {
        switch self {
        case .futureDay(let day): "\(day) is in the future; a watch is logged on the day it happened"
        case .notWatchable: "a series is watched episode by episode: name an episode, a season or all"
        case .notWatched: "nothing named has been watched"
        case .invalidRating(let value): "\(value) is not a rating: use 0.5 to 10 in steps of 0.5"
        case .notRated: "it has no rating to clear"
        case .titleNotFound: "no such title"
        case .seasonNotFound(_, let season): "it has no season \(season)"
        case .ratingNeedsOneTitle: "--rating rates one movie or episode: log them, then rate each with 'popcorn rate'"
        case .notAired(_, let airDay?, let day): "it had not aired by \(day): its air date is \(airDay)"
        case .notAired(_, nil, _): "it has not aired yet"
        case .source(let error, _): String(describing: error)
        case .malformedImport(let line, let reason): line > 0 ? "line \(line): \(reason)" : reason
        case .unresolvedImport(let rows):
            (rows.count == 1 ? "1 row names" : "\(rows.count) rows name") + " no film popcorn could find"
        case .importSource(let error, let film): "\(film): \(error)"
        case .unavailable(let message): message
        }
    }
}
