import Foundation
import WatchlistDomain

/// Lists the titles on the reader's watchlist that can be streamed in their region now, with the
/// services that stream them.
///
/// "Streamed now" is TMDb's `flatrate` (a subscription), `free` and `ads` offers; a title only to
/// rent or buy is not streamable.
public protocol FetchStreamableWatchlistUseCase: Sendable {
    /// The entries of `kind` (every kind when `nil`) that stream in `region` now on any of
    /// `providers` (any service when empty; each a TMDb id or a name but for case and accents), in
    /// `sort`'s order. A title whose offers cannot be had is left out and named in `unchecked`; a
    /// failure that is TMDb's as a whole (unreachable, refused, rate limited) stops the lookups and
    /// is thrown as `source`.
    func execute(kind: WatchlistKind?, sort: WatchlistSort, region: String, providers: [String])
        async throws(WatchlistError) -> StreamableWatchlistDetails
}
