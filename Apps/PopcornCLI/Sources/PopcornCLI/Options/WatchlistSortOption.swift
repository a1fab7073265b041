import ArgumentParser
import WatchlistDomain

/// `--sort added|title|release|rating` of `popcorn watchlist list`.
enum WatchlistSortOption: String, ArgumentChoice, Sendable {
    case added
    case title
    case release
    case rating

    /// The watchlist's order.
    var sort: WatchlistSort {
        switch self {
        case .added: .added
        case .title: .title
        case .release: .release
        case .rating: .rating
        }
    }
}
