import Foundation
import ReviewsDomain

/// The cache keys of the Reviews context, in one place so that the repository, logs and tests agree.
///
/// The language is not part of a key: the local data source checks it against a column instead.
enum ReviewCacheKey {
    /// `reviews:movie:550:page:1`, `reviews:tv:1396:page:2`.
    static func page(_ title: ReviewedTitle, page: Int) -> String {
        switch title {
        case .movie(let id): "reviews:movie:\(id):page:\(page)"
        case .tvSeries(let id): "reviews:tv:\(id):page:\(page)"
        }
    }
}
