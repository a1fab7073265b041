import Foundation
import WatchlistDomain

/// The titles on the watchlist that can be streamed in the reader's region now, as
/// `popcorn watchlist --streamable` shows them: each with its services, out of how many the
/// watchlist holds, and the titles whose offers could not be had (named on standard error).
///
/// Under `--json` it is one page of the list document every list command prints, with the region,
/// the services asked for and the watchlist's count besides; ``unchecked`` is not part of it.
public struct StreamableWatchlistDetails: Encodable, Equatable, Sendable {
    /// ISO 3166-1 code of the region, upper case (`US`).
    public let region: String
    /// The services asked for with `--provider`, each named as TMDb names it when a listed title
    /// streams on it (else as typed); empty when any service will do.
    public let providers: [String]
    /// How many titles (of the kind asked for) are on the watchlist: the "of 12" of the heading.
    public let watchlistCount: Int
    /// Always 1: the list is one page.
    public let page: Int
    /// Always 1.
    public let totalPages: Int
    public let totalResults: Int
    public let results: [StreamableWatchlistEntryDetails]
    /// The titles left out because where they stream could not be had, in the list's order.
    public let unchecked: [WatchlistUncheckedTitle]
    /// The services asked for, as typed, that no title checked streams on: a name mistyped, or a
    /// service that has none of them, which the reader is told of on standard error.
    public let unknownProviders: [String]

    public init(
        region: String,
        providers: [String] = [],
        watchlistCount: Int,
        results: [StreamableWatchlistEntryDetails],
        unchecked: [WatchlistUncheckedTitle] = [],
        unknownProviders: [String] = []
    ) {
        self.region = region
        self.providers = providers
        self.watchlistCount = watchlistCount
        page = 1
        totalPages = 1
        totalResults = results.count
        self.results = results
        self.unchecked = unchecked
        self.unknownProviders = unknownProviders
    }

    private enum CodingKeys: String, CodingKey {
        case region, providers, watchlistCount, page, totalPages, totalResults, results
    }
}
