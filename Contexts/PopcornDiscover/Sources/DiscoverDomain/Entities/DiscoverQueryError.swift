import CoreDomain
import Foundation

/// Why a ``DiscoverQuery`` cannot be made: each case names the ``field`` that is wrong, and its
/// description says why in words that fit after the flag that set it (`--min-rating: ...`).
public enum DiscoverQueryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A page outside ``DiscoverQuery/pages``.
    case page(Int)
    /// A year outside ``DiscoverQuery/years``.
    case year(Int)
    /// A year and a date range together: they say the same thing two ways.
    case yearWithDateRange
    /// A range whose start is after its end.
    case dateRangeReversed(from: CalendarDay, to: CalendarDay)
    /// A minimum rating outside ``DiscoverQuery/ratings`` (or not a number).
    case minimumRating(Double)
    /// A negative minimum number of votes.
    case minimumVoteCount(Int)
    /// A maximum runtime of no minutes or fewer.
    case maximumRuntime(Int)
    /// A genre id that is not positive.
    case genreID(Int)
    /// An excluded genre id that is not positive.
    case excludedGenreID(Int)
    /// A genre both asked for and excluded: nothing could match.
    case genreIncludedAndExcluded(Int)
    /// A person id that is not positive.
    case personID(Int)
    /// A keyword id that is not positive.
    case keywordID(Int)
    /// An original language that is not an ISO 639-1 code.
    case originalLanguage(String)
    /// A streaming service's id that is not positive.
    case providerID(Int)
    /// Services or monetization types without a region to read them in.
    case watchRegionMissing
    /// A region that is not an ISO 3166-1 code.
    case watchRegion(String)
    /// A filter or sort only movies have, on a discovery of series.
    case moviesOnly(DiscoverQueryField)

    /// The part of the query that is wrong.
    public var field: DiscoverQueryField {
        switch self {
        case .page: .page
        case .year, .yearWithDateRange: .year
        case .dateRangeReversed: .fromDate
        case .minimumRating: .minimumRating
        case .minimumVoteCount: .minimumVoteCount
        case .maximumRuntime: .maximumRuntime
        case .genreID: .genres
        case .excludedGenreID, .genreIncludedAndExcluded: .excludedGenres
        case .personID: .people
        case .keywordID: .keywords
        case .originalLanguage: .originalLanguage
        case .providerID: .providers
        case .watchRegionMissing, .watchRegion: .watchRegion
        case .moviesOnly(let field): field
        }
    }

    public var description: String {
        switch self {
        case .page(let page):
            "pages are numbered \(DiscoverQuery.pages.lowerBound) to \(DiscoverQuery.pages.upperBound), not \(page)"
        case .year(let year):
            "a year is four digits, from \(DiscoverQuery.years.lowerBound) to \(DiscoverQuery.years.upperBound), not \(year)"
        case .yearWithDateRange:
            "a year and a date range cannot be used together; give one or the other"
        case .dateRangeReversed(let from, let to):
            "the range starts on \(from.text), after it ends on \(to.text)"
        case .minimumRating(let rating):
            "a rating is a number from 0 to 10, not \(Self.number(rating))"
        case .minimumVoteCount(let count):
            "a number of votes is 0 or more, not \(count)"
        case .maximumRuntime(let minutes):
            "a runtime is a number of minutes above 0, not \(minutes)"
        case .genreID(let id), .excludedGenreID(let id):
            "a genre id is a number above 0, not \(id)"
        case .genreIncludedAndExcluded(let id):
            "genre \(id) is both asked for and excluded, so nothing could match"
        case .personID(let id):
            "a person id is a number above 0, not \(id)"
        case .keywordID(let id):
            "a keyword id is a number above 0, not \(id)"
        case .originalLanguage(let language):
            "a language is a two-letter ISO 639-1 code such as en or ko, not \"\(language)\""
        case .providerID(let id):
            "a streaming service's id is a number above 0, not \(id)"
        case .watchRegionMissing:
            "streaming services and ways of watching are only known in a region; give one"
        case .watchRegion(let region):
            "a region is a two-letter ISO 3166-1 code such as US or GB, not \"\(region)\""
        case .moviesOnly(.maximumRuntime):
            "only movies can be filtered by runtime, not series"
        case .moviesOnly(.people):
            "only movies can be filtered by the people in them, not series"
        case .moviesOnly(.sort):
            "only movies have a revenue to sort by, not series"
        case .moviesOnly:
            "only movies can be filtered this way, not series"
        }
    }

    /// `11` for a whole number, else as Swift writes it (`-0.5`).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
