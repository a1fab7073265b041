import CoreDomain
import Foundation
import Synchronization
import TVSeriesDomain

/// Records calls and returns a stubbed result; an unstubbed call fails.
public final class MockTVEpisodeCreditsRepository: TVEpisodeCreditsRepository {
    /// One call the repository was asked, by episode, season and series.
    public struct Call: Equatable, Sendable {
        public let episodeNumber: Int
        public let seasonNumber: Int
        public let tvSeriesID: Int

        /// The call as the repository received it.
        public init(episodeNumber: Int, seasonNumber: Int, tvSeriesID: Int) {
            self.episodeNumber = episodeNumber
            self.seasonNumber = seasonNumber
            self.tvSeriesID = tvSeriesID
        }
    }

    private struct State {
        var calledWith: [Call] = []
        var stub: Result<TVEpisodeCredits, DataAccessError>?
    }

    private let state = Mutex(State())

    /// A repository that answers with `stub`, and fails every call when there is none.
    public init(stub: Result<TVEpisodeCredits, DataAccessError>? = nil) {
        state.withLock { $0.stub = stub }
    }

    public var calledWith: [Call] { state.withLock { $0.calledWith } }

    public func credits(
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
