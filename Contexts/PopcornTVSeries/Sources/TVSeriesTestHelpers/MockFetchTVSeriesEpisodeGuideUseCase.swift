import CoreApplication
import Foundation
import Synchronization
import TVSeriesApplication
import Testing

/// Records every series and seasons asked for and answers with the series' stubbed guide, keeping
/// only the episodes of the seasons asked; a series without a stub fails the test.
public final class MockFetchTVSeriesEpisodeGuideUseCase: FetchTVSeriesEpisodeGuideUseCase {
    private let state = Mutex<
        (calledWith: [(id: Int, seasons: Set<Int>)], stubs: [Int: Result<TVSeriesEpisodeGuide, FetchError>])
    >(
        ([], [:]))

    /// A use case answering each series id with its stub.
    public init(_ stubs: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:]) {
        state.withLock { $0.stubs = stubs }
    }

    public var calledWith: [(id: Int, seasons: Set<Int>)] { state.withLock { $0.calledWith } }

    public func execute(id: Int, seasons: Set<Int>) async throws(FetchError) -> TVSeriesEpisodeGuide {
        let stub = state.withLock { state in
            state.calledWith.append((id, seasons))
            return state.stubs[id]
        }
        guard let stub else {
            Issue.record("MockFetchTVSeriesEpisodeGuideUseCase.execute(id: \(id)) was called without a stub")
            throw .unknown(.unknown("no stub"))
        }
        let guide = try stub.get()
        return TVSeriesEpisodeGuide(
            id: guide.id, name: guide.name, status: guide.status, seasons: guide.seasons,
            lastEpisodeToAir: guide.lastEpisodeToAir, nextEpisodeToAir: guide.nextEpisodeToAir,
            episodes: guide.episodes.filter { seasons.contains($0.key) })
    }

    /// No outline is cached.
    public func cachedOutlines(_ ids: Set<Int>) async -> [Int: TVSeriesEpisodeGuide] {
        [:]
    }

    /// Answers each series as ``execute(id:seasons:)`` does, noting each in ``calledWith``.
    public func execute(_ requests: [Int: Set<Int>]) async -> [Int: Result<TVSeriesEpisodeGuide, FetchError>] {
        var guides: [Int: Result<TVSeriesEpisodeGuide, FetchError>] = [:]
        for (id, seasons) in requests.sorted(by: { $0.key < $1.key }) {
            do throws(FetchError) {
                guides[id] = .success(try await execute(id: id, seasons: seasons))
            } catch {
                guides[id] = .failure(error)
            }
        }
        return guides
    }
}
