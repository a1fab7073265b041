import CoreApplication
import Synchronization
import TVSeriesApplication
import Testing

/// Episode guides for tests: answers each series with the guide (or failure) stubbed for it, the
/// guide keeping only the episodes of the seasons asked for, as the real use case reads them.
/// Records each batch's requests whole, and each single call; the cached outlines are those given,
/// for the series asked.
///
/// A batch leaves out a series without a stub (as the real use case leaves out those it did not
/// fetch after a failure); a single call for one fails the test.
///
/// Ids are taken as `Int` (`TVSeries.ID`): an adapter may not import another context's Domain
/// (Scripts/check-imports.sh), where `TVSeries` lives.
final class MockFetchTVSeriesEpisodeGuideUseCase: FetchTVSeriesEpisodeGuideUseCase {
    /// One call of ``execute(id:seasons:)``.
    struct Single: Equatable, Sendable {
        let id: Int
        let seasons: Set<Int>
    }

    private struct State {
        var batches: [[Int: Set<Int>]] = []
        var singles: [Single] = []
        var cachedAsked: [Set<Int>] = []
    }

    private let answers: [Int: Result<TVSeriesEpisodeGuide, FetchError>]
    private let cached: [Int: TVSeriesEpisodeGuide]
    private let state = Mutex(State())

    /// - Parameter cached: the outlines the cache holds (however old), by series.
    init(_ answers: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:], cached: [Int: TVSeriesEpisodeGuide] = [:]) {
        self.answers = answers
        self.cached = cached
    }

    /// Each call of ``cachedOutlines(_:)``'s series, in order.
    var cachedAsked: [Set<Int>] { state.withLock { $0.cachedAsked } }

    func cachedOutlines(_ ids: Set<Int>) async -> [Int: TVSeriesEpisodeGuide] {
        state.withLock { $0.cachedAsked.append(ids) }
        return cached.filter { ids.contains($0.key) }.mapValues { Self.guide($0, keeping: []) }
    }

    /// Each call of ``execute(_:)``'s requests (series id to the seasons asked for), in order.
    var batches: [[Int: Set<Int>]] { state.withLock { $0.batches } }

    /// Each call of ``execute(id:seasons:)``, in order.
    var singles: [Single] { state.withLock { $0.singles } }

    func execute(id: Int, seasons: Set<Int>) async throws(FetchError) -> TVSeriesEpisodeGuide {
        state.withLock { $0.singles.append(Single(id: id, seasons: seasons)) }
        guard let answer = answers[id] else {
            Issue.record("MockFetchTVSeriesEpisodeGuideUseCase.execute(id: \(id)) was called without a stub")
            throw .notFound
        }
        return try answer.map { Self.guide($0, keeping: seasons) }.get()
    }

    func execute(_ requests: [Int: Set<Int>]) async -> [Int: Result<TVSeriesEpisodeGuide, FetchError>] {
        state.withLock { $0.batches.append(requests) }
        var result: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:]
        for (id, seasons) in requests {
            result[id] = answers[id]?.map { Self.guide($0, keeping: seasons) }
        }
        return result
    }

    /// `guide` with only the episodes of `seasons`.
    private static func guide(_ guide: TVSeriesEpisodeGuide, keeping seasons: Set<Int>) -> TVSeriesEpisodeGuide {
        TVSeriesEpisodeGuide(
            id: guide.id, name: guide.name, status: guide.status, seasons: guide.seasons,
            lastEpisodeToAir: guide.lastEpisodeToAir, nextEpisodeToAir: guide.nextEpisodeToAir,
            episodes: guide.episodes.filter { seasons.contains($0.key) })
    }
}
