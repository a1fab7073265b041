import Foundation

/// One part of a ``DiscoverQuery``, so a ``DiscoverQueryError`` can say which part is wrong and the CLI
/// can name the flag that set it.
public enum DiscoverQueryField: String, CaseIterable, Equatable, Hashable, Sendable {
    case genres
    case excludedGenres
    case year
    case fromDate
    case toDate
    case minimumRating
    case minimumVoteCount
    case maximumRuntime
    case people
    case keywords
    case originalLanguage
    case providers
    case monetization
    case watchRegion
    case sort
    case page
}
