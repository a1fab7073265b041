import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// Episode guides for tests: answers each series with the guide (or failure) stubbed for it, the
/// guide keeping only the episodes of the seasons asked for, as the real use case reads them.
/// Records every series and seasons asked for (``calledWith``, batches included), each batch whole
/// (``batches``), and each read of the cached outlines, which are those given.
///
/// A single call for a series without a stub fails the test; a batch leaves such a series out, as
/// the real use case leaves out those it did not fetch after TMDb failed.
public final class MockFetchTVSeriesEpisodeGuideUseCase: FetchTVSeriesEpisodeGuideUseCase {
    private struct State {
        var calledWith: [(id: Int, seasons: Set<Int>)] = []
        var batches: [[Int: Set<Int>]] = []
        var cachedAsked: [Set<Int>] = []
    }

    private let stubs: [Int: Result<TVSeriesEpisodeGuide, FetchError>]
    private let cached: [Int: TVSeriesEpisodeGuide]
    private let state = Mutex(State())

    /// A use case answering each series id with its stub, the cache holding the outlines `cached`.
    public init(
        _ stubs: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:], cached: [Int: TVSeriesEpisodeGuide] = [:]
    ) {
        self.stubs = stubs
        self.cached = cached
    }

    /// Every series and seasons asked for, in order, batches included.
    public var calledWith: [(id: Int, seasons: Set<Int>)] { state.withLock { $0.calledWith } }

    /// Each batch's requests (series id to the seasons asked for), in order.
    public var batches: [[Int: Set<Int>]] { state.withLock { $0.batches } }

    /// Each read of the cached outlines' series, in order.
    public var cachedAsked: [Set<Int>] { state.withLock { $0.cachedAsked } }

    public func execute(id: Int, seasons: Set<Int>) async throws(FetchError) -> TVSeriesEpisodeGuide {
        state.withLock { $0.calledWith.append((id, seasons)) }
        guard let stub = stubs[id] else {
            Issue.record("MockFetchTVSeriesEpisodeGuideUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        return Self.guide(try stub.get(), keeping: seasons)
    }

    /// Answers each stubbed series as ``execute(id:seasons:)`` does; leaves out the others.
    public func execute(_ requests: [Int: Set<Int>]) async -> [Int: Result<TVSeriesEpisodeGuide, FetchError>] {
        state.withLock { $0.batches.append(requests) }
        var guides: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:]
        for (id, seasons) in requests.sorted(by: { $0.key < $1.key }) where stubs[id] != nil {
            do throws(FetchError) {
                guides[id] = .success(try await execute(id: id, seasons: seasons))
            } catch {
                guides[id] = .failure(error)
            }
        }
        return guides
    }

    /// The outlines given as cached, for the series asked, without their episodes.
    public func cachedOutlines(_ ids: Set<Int>) async -> [Int: TVSeriesEpisodeGuide] {
        state.withLock { $0.cachedAsked.append(ids) }
        return cached.filter { ids.contains($0.key) }.mapValues { Self.guide($0, keeping: []) }
    }

    /// `guide` with only the episodes of `seasons`.
    private static func guide(_ guide: TVSeriesEpisodeGuide, keeping seasons: Set<Int>) -> TVSeriesEpisodeGuide {
        TVSeriesEpisodeGuide(
            id: guide.id, name: guide.name, status: guide.status, seasons: guide.seasons,
            lastEpisodeToAir: guide.lastEpisodeToAir, nextEpisodeToAir: guide.nextEpisodeToAir,
            episodes: guide.episodes.filter { seasons.contains($0.key) })
    }
}
