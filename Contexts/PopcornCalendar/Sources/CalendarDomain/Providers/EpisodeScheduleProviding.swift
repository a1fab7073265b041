import CoreDomain

/// When the episodes of series air: answered by the TV series context (cached a day).
public protocol EpisodeScheduleProviding: Sendable {
    /// The episodes of each series that air in `span`, or why they could not be had; `progress` is
    /// told of each series done.
    func episodes(
        ofSeries series: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> [Int: Result<[CalendarEpisode], DataAccessError>]
}
