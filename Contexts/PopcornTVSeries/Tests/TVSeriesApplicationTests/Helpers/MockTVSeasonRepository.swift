import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class MockTVSeasonRepository: TVSeasonRepository {
    struct Call: Equatable {
        let seasonNumber: Int
        let tvSeriesID: Int
    }

    struct State {
        var calledWith: [Call] = []
        var stub: Result<TVSeason, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?

    init(stub: Result<TVSeason, DataAccessError>? = nil, barrier: CallBarrier? = nil) {
        state.withLock { $0.stub = stub }
        self.barrier = barrier
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func season(_ seasonNumber: Int, inTVSeries tvSeriesID: Int) async throws(DataAccessError) -> TVSeason {
        let stub = state.withLock { state in
            state.calledWith.append(Call(seasonNumber: seasonNumber, tvSeriesID: tvSeriesID))
            return state.stub
        }
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockTVSeasonRepository.season: no stub") }
        return try stub.get()
    }
}
