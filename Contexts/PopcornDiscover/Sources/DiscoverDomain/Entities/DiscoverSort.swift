import Foundation

/// How a discovery is ordered: a key and a direction, the key's own direction unless one is given,
/// so `--sort rating` and `--sort rating --desc` are one and the same order.
public struct DiscoverSort: Equatable, Hashable, Sendable {
    public let key: DiscoverSortKey
    public let order: DiscoverSortOrder

    /// - Parameter order: `nil` for the key's ``DiscoverSortKey/defaultOrder``.
    public init(key: DiscoverSortKey, order: DiscoverSortOrder? = nil) {
        self.key = key
        self.order = order ?? key.defaultOrder
    }

    /// TMDb's default: the most popular first.
    public static let popularity = DiscoverSort(key: .popularity)

    /// `rating.desc`, `title.asc`: how the order reads in a cache key.
    public var text: String {
        "\(key.rawValue).\(order.rawValue)"
    }
}
