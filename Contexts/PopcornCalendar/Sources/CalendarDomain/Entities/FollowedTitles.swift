/// The titles whose coming episodes and releases the calendar shows: the series on the watchlist or
/// in progress (started, not up to date with an ended series), and the movies on the watchlist, each
/// with its name.
public struct FollowedTitles: Equatable, Sendable {
    /// Series ids and names.
    public let series: [Int: String]
    /// Movie ids and titles.
    public let movies: [Int: String]

    public init(series: [Int: String], movies: [Int: String]) {
        self.series = series
        self.movies = movies
    }

    /// Nothing followed.
    public static let none = FollowedTitles(series: [:], movies: [:])
}
