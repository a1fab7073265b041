import Foundation

/// What a discovery is ordered by. The raw values are the words of `--sort`.
public enum DiscoverSortKey: String, CaseIterable, Equatable, Hashable, Sendable {
    case popularity
    /// TMDb's vote average.
    case rating
    /// A movie's release date, a series' first air date.
    case releaseDate = "release-date"
    /// Box-office takings; movies only.
    case revenue
    /// A movie's title, a series' name.
    case title

    /// The order a person means when they give none: highest, newest and biggest first, titles A to Z.
    public var defaultOrder: DiscoverSortOrder {
        self == .title ? .ascending : .descending
    }

    /// Whether series can be ordered this way (TMDb knows no revenue for a series).
    public var appliesToSeries: Bool {
        self != .revenue
    }
}
