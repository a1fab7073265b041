import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class MockTVEpisodeRepository: TVEpisodeRepository {
    struct Call: Equatable {
        let episodeNumber: Int
        let seasonNumber: Int
        let tvSeriesID: Int
    }

    struct State {
        var calledWith: [Call] = []
        var stub: Result<TVEpisode, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?
    private let log: CallLog?

    init(stub: Result<TVEpisode, DataAccessError>? = nil, barrier: CallBarrier? = nil, log: CallLog? = nil) {
        state.withLock { $0.stub = stub }
        self.barrier = barrier
        self.log = log
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func episode(
        _ episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisode {
        let stub = state.withLock { state in
            state.calledWith.append(
                Call(episodeNumber: episodeNumber, seasonNumber: seasonNumber, tvSeriesID: tvSeriesID))
            return state.stub
        }
        log?.record("episode")
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockTVEpisodeRepository.episode: no stub") }
        return try stub.get()
    }
}
