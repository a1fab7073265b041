import TrendingDomain

extension TrendingQuery {
    /// Page 2 of the series trending this week: no default, so a test can tell it was passed through.
    static func mock(
        kind: TrendingMediaKind = .tvSeries,
        timeWindow: TrendingTimeWindow = .week,
        page: Int = 2
    ) -> TrendingQuery {
        TrendingQuery(kind: kind, timeWindow: timeWindow, page: page)
    }
}
