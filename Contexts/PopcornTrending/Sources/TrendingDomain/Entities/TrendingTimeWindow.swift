import Foundation

/// How long a trend is measured over: TMDb ranks what is trending today and this week apart.
///
/// The raw values are TMDb's path segments (`/trending/all/week`) and the cache key's words.
public enum TrendingTimeWindow: String, CaseIterable, Codable, Equatable, Sendable {
    /// The last day, TMDb's default.
    case day
    /// The last seven days.
    case week
}
