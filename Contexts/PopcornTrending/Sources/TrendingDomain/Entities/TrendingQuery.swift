import Foundation

/// One page of a trending list as TMDb serves it: the kind listed, the time window and the page.
public struct TrendingQuery: Equatable, Hashable, Sendable {
    public let kind: TrendingMediaKind
    public let timeWindow: TrendingTimeWindow
    /// The 1-based page.
    public let page: Int

    /// Defaults to page 1 of everything trending today, as `popcorn trending` shows it.
    public init(kind: TrendingMediaKind = .all, timeWindow: TrendingTimeWindow = .day, page: Int = 1) {
        self.kind = kind
        self.timeWindow = timeWindow
        self.page = page
    }
}
