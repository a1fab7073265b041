import DiscoverDomain

/// A bad value given to `popcorn discover`, told as one line that starts with the flag that gave it:
/// `--min-rating: a rating is a number from 0 to 10, not 11`.
struct DiscoverOptionError: Error, Equatable, CustomStringConvertible {
    /// The flag, e.g. `--min-rating`.
    let flag: String
    /// What is wrong and what is expected, without the flag.
    let reason: String

    init(flag: String, reason: String) {
        self.flag = flag
        self.reason = reason
    }

    /// The query's own error, told with the flag that set the field it names.
    init(_ error: DiscoverQueryError) {
        flag = Self.flag(for: error.field)
        switch error {
        case .yearWithDateRange:
            reason = "cannot be used with --from or --to; give a year or a range"
        case .dateRangeReversed(let from, let to):
            reason = "\(from.text) is after --to \(to.text); the range must not end before it starts"
        case .genreIncludedAndExcluded:
            reason = "a genre given with --genre is excluded too, so nothing could match"
        default:
            reason = error.description
        }
    }

    var description: String {
        "\(flag): \(reason)"
    }

    /// The flag that sets each part of a discovery.
    static func flag(for field: DiscoverQueryField) -> String {
        switch field {
        case .genres: "--genre"
        case .excludedGenres: "--without-genre"
        case .year: "--year"
        case .fromDate: "--from"
        case .toDate: "--to"
        case .minimumRating: "--min-rating"
        case .minimumVoteCount: "--min-votes"
        case .maximumRuntime: "--runtime-max"
        case .people: "--with-person"
        case .keywords: "--keyword"
        case .originalLanguage: "--original-language"
        case .providers: "--provider"
        case .monetization: "--monetization"
        case .watchRegion: "--region"
        case .sort: "--sort"
        case .page: "--page"
        }
    }
}
