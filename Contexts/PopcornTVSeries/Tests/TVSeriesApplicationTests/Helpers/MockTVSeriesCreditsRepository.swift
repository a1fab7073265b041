import CoreDomain
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns stubbed results; an unstubbed call fails.
final class MockTVSeriesCreditsRepository: TVSeriesCreditsRepository {
    struct State {
        var creditsCalledWith: [Int] = []
        var aggregateCreditsCalledWith: [Int] = []
        var creditsStub: Result<Credits, DataAccessError>?
        var aggregateCreditsStub: Result<AggregateCredits, DataAccessError>?
    }

    private let state = Mutex(State())

    init(
        credits: Result<Credits, DataAccessError>? = nil,
        aggregateCredits: Result<AggregateCredits, DataAccessError>? = nil
    ) {
        state.withLock {
            $0.creditsStub = credits
            $0.aggregateCreditsStub = aggregateCredits
        }
    }

    var creditsCalledWith: [Int] { state.withLock { $0.creditsCalledWith } }
    var aggregateCreditsCalledWith: [Int] { state.withLock { $0.aggregateCreditsCalledWith } }

    func credits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> Credits {
        let stub = state.withLock { state in
            state.creditsCalledWith.append(tvSeriesID)
            return state.creditsStub
        }
        guard let stub else { throw .unknown("MockTVSeriesCreditsRepository.credits: no stub") }
        return try stub.get()
    }

    func aggregateCredits(forTVSeries tvSeriesID: Int) async throws(DataAccessError) -> AggregateCredits {
        let stub = state.withLock { state in
            state.aggregateCreditsCalledWith.append(tvSeriesID)
            return state.aggregateCreditsStub
        }
        guard let stub else { throw .unknown("MockTVSeriesCreditsRepository.aggregateCredits: no stub") }
        return try stub.get()
    }
}
