import CalendarDomain
import CoreDomain
import Synchronization

/// Air dates for tests: each series' episodes (or failure) as stubbed, whatever the span (so a test
/// sees the use case keep to it); a series not stubbed fails. Records each call's series and span.
public final class MockEpisodeScheduleProvider: EpisodeScheduleProviding {
    private let answers: [Int: Result<[CalendarEpisode], DataAccessError>]
    private let calls = Mutex<[(series: [Int: String], span: CalendarSpan)]>([])

    public init(_ answers: [Int: Result<[CalendarEpisode], DataAccessError>]) {
        self.answers = answers
    }

    /// Each call's series and span, in order.
    public var recorded: [(series: [Int: String], span: CalendarSpan)] { calls.withLock { $0 } }

    public func episodes(
        ofSeries series: [Int: String], in span: CalendarSpan, progress: @escaping @Sendable (Int, Int) -> Void
    ) async -> [Int: Result<[CalendarEpisode], DataAccessError>] {
        calls.withLock { $0.append((series, span)) }
        var result: [Int: Result<[CalendarEpisode], DataAccessError>] = [:]
        for (index, id) in series.keys.sorted().enumerated() {
            result[id] = answers[id] ?? .failure(.unknown("no stub for series \(id)"))
            progress(index + 1, series.count)
        }
        return result
    }
}
