import Foundation
import TrendingDomain

/// The cache keys of the Trending context, in one place so that repositories, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum TrendingCacheKey {
    /// `trending:all:day:page:1`, `trending:tv:week:page:2`.
    static func trending(_ query: TrendingQuery) -> String {
        "trending:\(query.kind.rawValue):\(query.timeWindow.rawValue):page:\(query.page)"
    }
}
