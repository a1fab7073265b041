import CoreDomain
import CoreDomainTestHelpers
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class MockTVSeriesRepository: TVSeriesRepository {
    struct State {
        var calledWith: [Int] = []
        var stub: Result<TVSeries, DataAccessError>?
    }

    private let state = Mutex(State())
    private let barrier: CallBarrier?

    init(stub: Result<TVSeries, DataAccessError>? = nil, barrier: CallBarrier? = nil) {
        state.withLock { $0.stub = stub }
        self.barrier = barrier
    }

    var calledWith: [Int] { state.withLock { $0.calledWith } }

    func tvSeries(withID id: Int) async throws(DataAccessError) -> TVSeries {
        let stub = state.withLock { state in
            state.calledWith.append(id)
            return state.stub
        }
        await barrier?.arriveAndWait()
        guard let stub else { throw .unknown("MockTVSeriesRepository.tvSeries: no stub") }
        return try stub.get()
    }
}
