import Foundation

/// How long each kind of cached resource stays fresh.
public struct CacheTimeToLive: Sendable, Equatable {
    public var details: TimeInterval
    public var credits: TimeInterval
    public var list: TimeInterval
    public var search: TimeInterval
    public var configuration: TimeInterval
    public var genres: TimeInterval

    /// Details for a day, credits for a week, lists and searches for an hour, configuration and
    /// genre lists for a week.
    public static let standard = CacheTimeToLive(
        details: 24 * 3600,
        credits: 7 * 24 * 3600,
        list: 3600,
        search: 3600,
        configuration: 7 * 24 * 3600,
        genres: 7 * 24 * 3600
    )

    public init(
        details: TimeInterval,
        credits: TimeInterval,
        list: TimeInterval,
        search: TimeInterval,
        configuration: TimeInterval,
        genres: TimeInterval
    ) {
        self.details = details
        self.credits = credits
        self.list = list
        self.search = search
        self.configuration = configuration
        self.genres = genres
    }

    /// The time to live of one kind of resource.
    public func interval(for kind: CacheResourceKind) -> TimeInterval {
        switch kind {
        case .details: details
        case .credits: credits
        case .list: list
        case .search: search
        case .configuration: configuration
        case .genres: genres
        }
    }
}
