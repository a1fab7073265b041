import CoreDomain
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns a stubbed result; an unstubbed call fails.
final class MockTVEpisodeCreditsRepository: TVEpisodeCreditsRepository {
    struct Call: Equatable {
        let episodeNumber: Int
        let seasonNumber: Int
        let tvSeriesID: Int
    }

    struct State {
        var calledWith: [Call] = []
        var stub: Result<TVEpisodeCredits, DataAccessError>?
    }

    private let state = Mutex(State())

    init(stub: Result<TVEpisodeCredits, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    var calledWith: [Call] { state.withLock { $0.calledWith } }

    func credits(
        ofEpisode episodeNumber: Int,
        inSeason seasonNumber: Int,
        inTVSeries tvSeriesID: Int
    ) async throws(DataAccessError) -> TVEpisodeCredits {
        let stub = state.withLock { state in
            state.calledWith.append(
                Call(episodeNumber: episodeNumber, seasonNumber: seasonNumber, tvSeriesID: tvSeriesID))
            return state.stub
        }
        guard let stub else { throw .unknown("MockTVEpisodeCreditsRepository.credits: no stub") }
        return try stub.get()
    }
}
