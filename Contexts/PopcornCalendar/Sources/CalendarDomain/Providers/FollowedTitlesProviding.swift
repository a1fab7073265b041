import CoreDomain

/// Which titles the person follows: answered by the Watchlist and Tracking contexts.
public protocol FollowedTitlesProviding: Sendable {
    /// The series on the watchlist or in progress, and the movies on the watchlist.
    func followedTitles() async throws(DataAccessError) -> FollowedTitles
}
